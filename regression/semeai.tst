# Capturing races between two strings, each boxed in by a wall with many
# more liberties than the race has, so that attacking a wall never pays.
# Each answer is the textbook count, said in its comment; GNU Go 3.8 asked
# the same is quoted beside it.

# Four against four: Black's A8-D8 (liberties A9-D9) against White's A7-D7
# (A6-D6), no shared liberty.
loadsgf games/races/four-four.sgf
# With no shared liberty the side to move wins an equal race, filling one
# of the other's liberties. GNU Go 3.8 agrees (`1 1 D6`).
1 analyze_semeai A8 A7
#? [1 1 (A6|B6|C6|D6)]
# The same for White. GNU Go 3.8 agrees (`1 1 D9`).
2 analyze_semeai A7 A8
#? [1 1 (A9|B9|C9|D9)]

# Four against three: a black stone on A6 takes one of White's liberties.
loadsgf games/races/four-three.sgf
# A liberty ahead, Black wins whoever moves first; moving first it needs
# no move, or fills one of White's three. GNU Go 3.8 agrees (`1 1 C6`).
3 analyze_semeai A8 A7
#? [1 1 (PASS|B6|C6|D6)]
# A liberty behind, White loses even moving first. GNU Go 3.8 agrees.
4 analyze_semeai A7 A8
#? [0 0 PASS]

# An eye is one liberty when none is shared: Black's string has the eye A9
# and the outside liberties C9 and D9, three against White's four.
loadsgf games/races/eye-three-four.sgf
# Three against four: Black loses even moving first (White fills C9, D9
# and then A9, the eye's last liberty, as Black fills three of four).
# GNU Go 3.8 answers `1 1 D9`, a fill of Black's own liberty that leaves
# two against four.
5 analyze_semeai A8 A7
#? [0 0 PASS]
# White first fills an outside liberty; A9 would be suicide before the
# capture. GNU Go 3.8 agrees (`1 1 D9`).
6 analyze_semeai A7 A8
#? [1 1 (C9|D9)]

# The same with a black stone on A6: three against three.
loadsgf games/races/eye-three-three.sgf
# The side to move wins. GNU Go 3.8 agrees (`1 1 D6`).
7 analyze_semeai A8 A7
#? [1 1 (B6|C6|D6)]
# GNU Go 3.8 agrees (`1 1 D9`).
8 analyze_semeai A7 A8
#? [1 1 (C9|D9)]

# Seki with shared liberties: Black's B9-B6 and White's D9-D6 each have
# three outside liberties (A9-A7, E9-E7) and share C9-C6; a filled shared
# liberty next to the empty C5 gains that liberty, which the other side
# takes back from its wall. Neither has an eye.
loadsgf games/races/seki-four-shared.sgf
# Equal outside liberties and no eye: whoever fills the outside liberties
# first, the shared ones are then filled down to two and neither side may
# fill further: seki, and no move is needed. GNU Go 3.8 answers `1 1 C6`,
# and `0 0 PASS` for the same question from White's side of this
# symmetric position.
9 analyze_semeai B9 D9
#? [1 0 PASS]
# The same from White's side. GNU Go 3.8 answers `0 0 PASS`.
10 analyze_semeai D9 B9
#? [1 0 PASS]

# An eye against no eye: the same with a black stone on A8, which makes
# A9 a black eye (Black: one outside liberty, the eye, four shared; White:
# three outside, four shared).
loadsgf games/races/eye-against-no-eye.sgf
# The eye takes the shared liberties: White cannot fill them without
# shortening its own string first, so Black wins even moving second (test
# 12); moving first it needs no move, or fills one of White's outside
# liberties. GNU Go 3.8 agrees (`1 1 C6`, a shared liberty next to the
# empty C5, which keeps Black's count).
11 analyze_semeai B9 D9
#? [1 1 (PASS|E9|E8|E7|C6)]
# White loses even moving first. GNU Go 3.8 agrees.
12 analyze_semeai D9 B9
#? [0 0 PASS]
