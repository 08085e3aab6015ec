# Board and GTP basics: captures, suicide, ko, undo, handicap, liberties.

boardsize 9
clear_board
play black C3
play white C4
play black D4
play white pass
play black B4
play white A1
play black C5
1 color C4
#? [empty]
2 captures black
#? [1]
3 countlib C5
#? [4]
4 findlib C3
#? [C4 B3 D3 C2]
5 is_legal white C4
#? [0]
6 is_legal black C4
#? [1]

# Undo brings the captured stone back.
undo
7 color C4
#? [white]
8 captures black
#? [0]

# Suicide is illegal; a capturing move on the same kind of point is not.
clear_board
play black A2
play black B1
9 is_legal white A1
#? [0]
play white A3
play white B2
play white C1
10 is_legal white A1
#? [1]
play white A1
11 list_stones black
#? []
12 captures white
#? [2]

# Fixed handicap placement follows the GTP specification.
boardsize 19
clear_board
13 fixed_handicap 9
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
boardsize 13
clear_board
14 fixed_handicap 5
#? [D10 K10 G7 D4 K4]
boardsize 9
clear_board
15 fixed_handicap 4
#? [C7 G7 C3 G3]

# Board sizes and vertices up to 25x25 (letters skip I).
boardsize 25
clear_board
play black Z25
play white A1
16 list_stones black
#? [Z25]
17 countlib A1
#? [2]

# GNU Go's older move commands, and trymove/popgo for examining a variation.
boardsize 9
clear_board
black E5
white E6
trymove black E7
18 countlib E6
#? [2]
popgo
19 countlib E6
#? [3]
20 color E7
#? [empty]
