# SGF loading with GNU Go's loadsgf semantics: to a move number, to a vertex,
# setup stones in the root and later nodes, handicap, passes, FF[3] names.

# Setup only: stop before the first move.
1 loadsgf games/ko-fight.sgf 1
#? [black]
2 list_stones white
#? [F6 E5 G5 F4]
3 countlib E5
#? [1]

# Black takes the ko; White may not retake at once.
4 loadsgf games/ko-fight.sgf 2
#? [white]
5 color E5
#? [empty]
6 is_legal white E5
#? [0]
7 captures black
#? [1]

# After a threat and its answer the retake is legal and happens.
8 loadsgf games/ko-fight.sgf 4
#? [white]
9 is_legal white E5
#? [1]
10 loadsgf games/ko-fight.sgf
#? [black]
11 color F5
#? [empty]
12 captures white
#? [1]

# Loading to a vertex stops before the first move there.
13 loadsgf games/ko-fight.sgf C6
#? [black]
14 color C7
#? [white]
15 color C6
#? [empty]

# Handicap: white moves first; FF[3] mixed-case names; [] and tt are passes.
16 loadsgf games/handicap-ff3.sgf 1
#? [white]
17 list_stones black
#? [K10 D4 K4]
18 loadsgf games/handicap-ff3.sgf
#? [white]
19 countlib C9
#? [7]
20 list_stones white
#? [D11 D10 D9 D8 D7 K7]

# Setup in later nodes; AE empties points; PL sets the player.
21 loadsgf games/setup-edits.sgf 2
#? [black]
22 list_stones black
#? [D4]
23 captures white
#? [3]
24 loadsgf games/setup-edits.sgf
#? [white]
25 list_stones black
#? [B6 D4]
26 list_stones white
#? [C7 A5]
