# Owl on groups round large eye spaces (10 to 16 points, too large for
# the exact eye solver), composed here: compact (bulky) and elongated
# spaces in the corner, on the side and in the centre, each with a solid
# wall, a wall of several strings, and a wall with outside liberties.
# A group that owl_attack cannot kill lives as it stands, and GNU Go 3.8
# then answers owl_defend with PASS: those tests ask for PASS, so an
# estimate that wrongly calls the group weak (a move needed) fails them.
# Where GNU Go answers owl_defend with a move, its move is asked (or any
# other GNU Go's owl_does_defend confirms, or PASS).
# This is the family on which bulky_eye=on and bulky_eye=off differ.

# A three-by-four space (12 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
1 owl_attack A6
#? [0]
# GNU Go 3.8 answers `1 C8`; owl_attack finds no kill, so any move (or none)
# defends.
2 owl_defend A6
#? [1 (C8|PASS)]
# GNU Go 3.8 agrees.
3 dragon_status A6
#? [alive]
# A three-by-four space (12 points) in the corner, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r3x4-corner-orth.sgf
# GNU Go 3.8 agrees.
4 owl_attack A6
#? [1 C8]
# GNU Go 3.8 agrees.
5 owl_defend A6
#? [1 C8]
# GNU Go 3.8 answers `critical C8 C8`: the status is asked, not the points.
6 dragon_status A6
#? [critical.*]
# A three-by-four space (12 points) in the corner, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r3x4-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
7 owl_attack A6
#? [0]
# GNU Go 3.8 answers `1 C8` and its owl_does_* confirms the other move.
8 owl_defend A6
#? [1 (C8|C9|PASS)]
# GNU Go 3.8 agrees.
9 dragon_status A6
#? [alive]
# A three-by-four space (12 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
10 owl_attack B9
#? [0]
# GNU Go 3.8 answers `1 E8` and its owl_does_* confirms the other move.
11 owl_defend B9
#? [1 (E8|C8|PASS)]
# GNU Go 3.8 agrees.
12 dragon_status B9
#? [alive]
# A three-by-four space (12 points) on the side, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r3x4-side-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees. Tesuji answers `2 D8`: an expected failure.
13 owl_attack B9
#? [0]*
# GNU Go 3.8 answers `1 D8`; owl_attack finds no kill, so any move (or none)
# defends.
14 owl_defend B9
#? [1 (D8|PASS)]
# GNU Go 3.8 agrees. Tesuji answers `critical D8 D8`: an expected failure.
15 dragon_status B9
#? [alive]*
# A three-by-four space (12 points) on the side, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r3x4-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
16 owl_attack B9
#? [0]
# GNU Go 3.8 answers `1 E8` and its owl_does_* confirms the other move.
17 owl_defend B9
#? [1 (E8|D8|PASS)]
# GNU Go 3.8 agrees.
18 dragon_status B9
#? [alive]
# A three-by-four space (12 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
19 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure.
20 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
21 dragon_status D9
#? [alive]
# A three-by-four space (12 points) in the centre, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r3x4-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
22 owl_attack D8
#? [0]
# GNU Go 3.8 answers `1 F7`; owl_attack finds no kill, so any move (or none)
# defends.
23 owl_defend D8
#? [1 (F7|PASS)]
# GNU Go 3.8 agrees.
24 dragon_status D8
#? [alive]
# A three-by-four space (12 points) in the centre, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r3x4-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
25 owl_attack D8
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_* confirms the other move.
26 owl_defend D8
#? [1 (G7|F7|PASS)]
# GNU Go 3.8 agrees.
27 dragon_status D8
#? [alive]
# A four-by-three space (12 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
28 owl_attack A5
#? [0]
# GNU Go 3.8 answers `1 B7`; owl_attack finds no kill, so any move (or none)
# defends.
29 owl_defend A5
#? [1 (B7|PASS)]
# GNU Go 3.8 agrees.
30 dragon_status A5
#? [alive]
# A four-by-three space (12 points) in the corner, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r4x3-corner-orth.sgf
# GNU Go 3.8 agrees. Tesuji answers `1 B7`: an expected failure.
31 owl_attack A5
#? [1 C6]*
# GNU Go 3.8 agrees.
32 owl_defend A5
#? [1 B7]
# GNU Go 3.8 answers `critical C6 B7`: the status is asked, not the points.
33 dragon_status A5
#? [critical.*]
# A four-by-three space (12 points) in the corner, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r4x3-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
34 owl_attack A5
#? [0]
# GNU Go 3.8 answers `1 B7` and its owl_does_* confirms the other move.
35 owl_defend A5
#? [1 (B7|A7|PASS)]
# GNU Go 3.8 agrees.
36 dragon_status A5
#? [alive]
# A four-by-three space (12 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
37 owl_attack C9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D7`: an expected failure.
38 owl_defend C9
#? [1 PASS]*
# GNU Go 3.8 agrees.
39 dragon_status C9
#? [alive]
# A four-by-three space (12 points) on the side, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r4x3-side-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
40 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E7` and its owl_does_* confirms the other move.
41 owl_defend C9
#? [1 (E7|E8|PASS)]
# GNU Go 3.8 agrees.
42 dragon_status C9
#? [alive]
# A four-by-three space (12 points) on the side, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r4x3-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
43 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E7` and its owl_does_* confirms the other move.
44 owl_defend C9
#? [1 (E7|E8|PASS)]
# GNU Go 3.8 agrees.
45 dragon_status C9
#? [alive]
# A four-by-three space (12 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
46 owl_attack E10
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 G9`: an expected failure.
47 owl_defend E10
#? [1 PASS]*
# GNU Go 3.8 agrees.
48 dragon_status E10
#? [alive]
# A four-by-three space (12 points) in the centre, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r4x3-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
49 owl_attack E9
#? [0]
# GNU Go 3.8 answers `1 G8`; owl_attack finds no kill, so any move (or none)
# defends.
50 owl_defend E9
#? [1 (G8|PASS)]
# GNU Go 3.8 agrees.
51 dragon_status E9
#? [alive]
# A four-by-three space (12 points) in the centre, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r4x3-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
52 owl_attack E9
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_* confirms the other move.
53 owl_defend E9
#? [1 (G7|G8|PASS)]
# GNU Go 3.8 agrees.
54 dragon_status E9
#? [alive]
# A four-by-four space (16 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/sq4-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
55 owl_attack A5
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 C8`: an expected failure.
56 owl_defend A5
#? [1 PASS]*
# GNU Go 3.8 agrees.
57 dragon_status A5
#? [alive]
# A four-by-four space (16 points) in the corner, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/sq4-corner-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
58 owl_attack A5
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 C8`: an expected failure.
59 owl_defend A5
#? [1 PASS]*
# GNU Go 3.8 agrees.
60 dragon_status A5
#? [alive]
# A four-by-four space (16 points) in the corner, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/sq4-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
61 owl_attack A5
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure.
62 owl_defend A5
#? [1 PASS]*
# GNU Go 3.8 agrees.
63 dragon_status A5
#? [alive]
# A four-by-four space (16 points) on the side, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/sq4-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
64 owl_attack B9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure.
65 owl_defend B9
#? [1 PASS]*
# GNU Go 3.8 agrees.
66 dragon_status B9
#? [alive]
# A four-by-four space (16 points) on the side, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/sq4-side-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
67 owl_attack B9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure.
68 owl_defend B9
#? [1 PASS]*
# GNU Go 3.8 agrees.
69 dragon_status B9
#? [alive]
# A four-by-four space (16 points) on the side, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/sq4-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
70 owl_attack B9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 C8`: an expected failure.
71 owl_defend B9
#? [1 PASS]*
# GNU Go 3.8 agrees.
72 dragon_status B9
#? [alive]
# A four-by-four space (16 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/sq4-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
73 owl_attack D10
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F9`: an expected failure.
74 owl_defend D10
#? [1 PASS]*
# GNU Go 3.8 agrees.
75 dragon_status D10
#? [alive]
# A four-by-four space (16 points) in the centre, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/sq4-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
76 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F9`: an expected failure.
77 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
78 dragon_status D9
#? [alive]
# A four-by-four space (16 points) in the centre, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/sq4-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
79 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F9`: an expected failure.
80 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
81 dragon_status D9
#? [alive]
# A three-by-five space (15 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
82 owl_attack A6
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure.
83 owl_defend A6
#? [1 PASS]*
# GNU Go 3.8 agrees.
84 dragon_status A6
#? [alive]
# A three-by-five space (15 points) in the corner, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r3x5-corner-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
85 owl_attack A6
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure.
86 owl_defend A6
#? [1 PASS]*
# GNU Go 3.8 agrees.
87 dragon_status A6
#? [alive]
# A three-by-five space (15 points) in the corner, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r3x5-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
88 owl_attack A6
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E8`: an expected failure.
89 owl_defend A6
#? [1 PASS]*
# GNU Go 3.8 agrees.
90 dragon_status A6
#? [alive]
# A three-by-five space (15 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
91 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F12`: an expected failure.
92 owl_defend D13
#? [1 PASS]*
# GNU Go 3.8 agrees.
93 dragon_status D13
#? [alive]
# A three-by-five space (15 points) on the side, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r3x5-side-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
94 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F12`: an expected failure.
95 owl_defend D13
#? [1 PASS]*
# GNU Go 3.8 agrees.
96 dragon_status D13
#? [alive]
# A three-by-five space (15 points) on the side, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r3x5-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
97 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E12`: an expected failure.
98 owl_defend D13
#? [1 PASS]*
# GNU Go 3.8 agrees.
99 dragon_status D13
#? [alive]
# A three-by-five space (15 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
100 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure.
101 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
102 dragon_status D9
#? [alive]
# A three-by-five space (15 points) in the centre, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r3x5-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
103 owl_attack D8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure.
104 owl_defend D8
#? [1 PASS]*
# GNU Go 3.8 agrees.
105 dragon_status D8
#? [alive]
# A three-by-five space (15 points) in the centre, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r3x5-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
106 owl_attack D8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure.
107 owl_defend D8
#? [1 PASS]*
# GNU Go 3.8 agrees.
108 dragon_status D8
#? [alive]
# A two-by-six space (12 points) in the corner, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
109 owl_attack A7
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 B9`: an expected failure.
110 owl_defend A7
#? [1 PASS]*
# GNU Go 3.8 agrees.
111 dragon_status A7
#? [alive]
# A two-by-six space (12 points) in the corner, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r2x6-corner-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
112 owl_attack A7
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E8`: an expected failure.
113 owl_defend A7
#? [1 PASS]*
# GNU Go 3.8 agrees.
114 dragon_status A7
#? [alive]
# A two-by-six space (12 points) in the corner, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r2x6-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
115 owl_attack A7
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 B8`: an expected failure.
116 owl_defend A7
#? [1 PASS]*
# GNU Go 3.8 agrees.
117 dragon_status A7
#? [alive]
# A two-by-six space (12 points) on the side, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
118 owl_attack C13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
119 owl_defend C13
#? [1 PASS]
# GNU Go 3.8 agrees.
120 dragon_status C13
#? [alive]
# A two-by-six space (12 points) on the side, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r2x6-side-orth.sgf
# GNU Go 3.8 agrees.
121 owl_attack C13
#? [1 D12]
# GNU Go 3.8 answers `1 E13` and its owl_does_* confirms the other move.
122 owl_defend C13
#? [1 (E13|D12)]
# GNU Go 3.8 answers `critical D12 E13`: the status is asked, not the
# points.
123 dragon_status C13
#? [critical.*]
# A two-by-six space (12 points) on the side, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r2x6-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
124 owl_attack C13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E12`: an expected failure.
125 owl_defend C13
#? [1 PASS]*
# GNU Go 3.8 agrees.
126 dragon_status C13
#? [alive]
# A two-by-six space (12 points) in the centre, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
127 owl_attack C9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
128 owl_defend C9
#? [1 PASS]
# GNU Go 3.8 agrees.
129 dragon_status C9
#? [alive]
# A two-by-six space (12 points) in the centre, a white wall without its
# corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r2x6-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
130 owl_attack C8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
131 owl_defend C8
#? [1 PASS]
# GNU Go 3.8 agrees.
132 dragon_status C8
#? [alive]
# A two-by-six space (12 points) in the centre, a white wall of several
# strings with an empty row of outside liberties between it and the black
# wall.
loadsgf games/bulky/r2x6-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
133 owl_attack C8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
134 owl_defend C8
#? [1 PASS]
# GNU Go 3.8 agrees.
135 dragon_status C8
#? [alive]
# A two-by-five space (10 points, solved exactly) in the corner, a solid
# white wall, its only liberties inside.
loadsgf games/bulky/r2x5-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
136 owl_attack A7
#? [0]
# GNU Go 3.8 answers `1 B9`; owl_attack finds no kill, so any move (or none)
# defends.
137 owl_defend A7
#? [1 (B9|PASS)]
# GNU Go 3.8 agrees.
138 dragon_status A7
#? [alive]
# A two-by-five space (10 points, solved exactly) in the corner, a white
# wall without its corner stones, so it is several strings joined
# diagonally.
loadsgf games/bulky/r2x5-corner-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
139 owl_attack A7
#? [0]
# GNU Go 3.8 answers `1 E8`; owl_attack finds no kill, so any move (or none)
# defends.
140 owl_defend A7
#? [1 (E8|PASS)]
# GNU Go 3.8 agrees.
141 dragon_status A7
#? [alive]
# A two-by-five space (10 points, solved exactly) in the corner, a white
# wall of several strings with an empty row of outside liberties between it
# and the black wall.
loadsgf games/bulky/r2x5-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
142 owl_attack A7
#? [0]
# GNU Go 3.8 answers `1 B9`; owl_attack finds no kill, so any move (or none)
# defends.
143 owl_defend A7
#? [1 (B9|PASS)]
# GNU Go 3.8 agrees.
144 dragon_status A7
#? [alive]
# A two-by-five space (10 points, solved exactly) on the side, a solid white
# wall, its only liberties inside.
loadsgf games/bulky/r2x5-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
145 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
146 owl_defend D13
#? [1 PASS]
# GNU Go 3.8 agrees.
147 dragon_status D13
#? [alive]
# A two-by-five space (10 points, solved exactly) on the side, a white wall
# without its corner stones, so it is several strings joined diagonally.
loadsgf games/bulky/r2x5-side-orth.sgf
# GNU Go 3.8 agrees.
148 owl_attack D13
#? [1 E12]
# GNU Go 3.8 agrees.
149 owl_defend D13
#? [1 E12]
# GNU Go 3.8 answers `critical E12 E12`: the status is asked, not the
# points.
150 dragon_status D13
#? [critical.*]
# A two-by-five space (10 points, solved exactly) on the side, a white wall
# of several strings with an empty row of outside liberties between it and
# the black wall.
loadsgf games/bulky/r2x5-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
151 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
152 owl_defend D13
#? [1 PASS]
# GNU Go 3.8 agrees.
153 dragon_status D13
#? [alive]
# A two-by-five space (10 points, solved exactly) in the centre, a solid
# white wall, its only liberties inside.
loadsgf games/bulky/r2x5-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
154 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
155 owl_defend D9
#? [1 PASS]
# GNU Go 3.8 agrees.
156 dragon_status D9
#? [alive]
# A two-by-five space (10 points, solved exactly) in the centre, a white
# wall without its corner stones, so it is several strings joined
# diagonally.
loadsgf games/bulky/r2x5-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
157 owl_attack D8
#? [0]
# GNU Go 3.8 answers `1 F7`; owl_attack finds no kill, so any move (or none)
# defends.
158 owl_defend D8
#? [1 (F7|PASS)]
# GNU Go 3.8 agrees.
159 dragon_status D8
#? [alive]
# A two-by-five space (10 points, solved exactly) in the centre, a white
# wall of several strings with an empty row of outside liberties between it
# and the black wall.
loadsgf games/bulky/r2x5-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
160 owl_attack D8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
161 owl_defend D8
#? [1 PASS]
# GNU Go 3.8 agrees.
162 dragon_status D8
#? [alive]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
163 owl_attack A6
#? [0]
# GNU Go 3.8 answers `1 C8` and its owl_does_* confirms the other move.
164 owl_defend A6
#? [1 (C8|A9|PASS)]
# GNU Go 3.8 agrees.
165 dragon_status A6
#? [alive]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a white wall without its corner stones, so it is several strings
# joined diagonally.
loadsgf games/bulky/L11-corner-orth.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_* confirms the other move.
166 owl_attack A6
#? [1 (B8|B7)]
# GNU Go 3.8 agrees. Tesuji answers `1 B8`: an expected failure.
167 owl_defend A6
#? [1 C8]*
# GNU Go 3.8 answers `critical B8 C8`: the status is asked, not the points.
168 dragon_status A6
#? [critical.*]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a white wall of several strings with an empty row of outside
# liberties between it and the black wall.
loadsgf games/bulky/L11-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
169 owl_attack A6
#? [0]
# GNU Go 3.8 answers `1 C8`; owl_attack finds no kill, so any move (or none)
# defends. Tesuji answers `1 A9`: an expected failure.
170 owl_defend A6
#? [1 (C8|PASS)]*
# GNU Go 3.8 agrees.
171 dragon_status A6
#? [alive]
# An eleven-point space, a square of nine with two points beside it on the
# side, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
172 owl_attack B9
#? [0]
# GNU Go 3.8 answers `1 E8` and its owl_does_* confirms the other move.
173 owl_defend B9
#? [1 (E8|D9|PASS)]
# GNU Go 3.8 agrees.
174 dragon_status B9
#? [alive]
# An eleven-point space, a square of nine with two points beside it on the
# side, a white wall without its corner stones, so it is several strings
# joined diagonally.
loadsgf games/bulky/L11-side-orth.sgf
# GNU Go 3.8 answers `1 D8` and its owl_does_* confirms the other move.
175 owl_attack B9
#? [1 (D8|D9)]
# GNU Go 3.8 agrees. Tesuji answers `1 D8`: an expected failure.
176 owl_defend B9
#? [0]*
# GNU Go 3.8 agrees. Tesuji answers `critical D9 D8`: an expected failure.
177 dragon_status B9
#? [dead]*
# An eleven-point space, a square of nine with two points beside it on the
# side, a white wall of several strings with an empty row of outside
# liberties between it and the black wall.
loadsgf games/bulky/L11-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
178 owl_attack B9
#? [0]
# GNU Go 3.8 answers `1 E8` and its owl_does_* confirms the other move.
179 owl_defend B9
#? [1 (E8|D9|PASS)]
# GNU Go 3.8 agrees.
180 dragon_status B9
#? [alive]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
181 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure.
182 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
183 dragon_status D9
#? [alive]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a white wall without its corner stones, so it is several strings
# joined diagonally.
loadsgf games/bulky/L11-centre-orth.sgf
# GNU Go 3.8 agrees. Tesuji answers `1 G7`: an expected failure.
184 owl_attack D8
#? [1 F7]*
# GNU Go 3.8 answers `1 F7` and its owl_does_* confirms the other move.
185 owl_defend D8
#? [1 (F7|G7)]
# GNU Go 3.8 answers `critical F7 F7`: the status is asked, not the points.
186 dragon_status D8
#? [critical.*]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a white wall of several strings with an empty row of outside
# liberties between it and the black wall.
loadsgf games/bulky/L11-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
187 owl_attack D8
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_* confirms the other move.
188 owl_defend D8
#? [1 (G7|F8|PASS)]
# GNU Go 3.8 agrees.
189 dragon_status D8
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# corner, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
190 owl_attack A5
#? [0]
# GNU Go 3.8 answers `1 B7` and its owl_does_* confirms the other move.
191 owl_defend A5
#? [1 (B7|B9|PASS)]
# GNU Go 3.8 agrees.
192 dragon_status A5
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# corner, a white wall without its corner stones, so it is several strings
# joined diagonally.
loadsgf games/bulky/P11-corner-orth.sgf
# GNU Go 3.8 answers `1 B7` and its owl_does_* confirms the other move.
193 owl_attack A5
#? [1 (B7|B6)]
# GNU Go 3.8 agrees. Tesuji answers `0`: an expected failure.
194 owl_defend A5
#? [1 B7]*
# GNU Go 3.8 answers `critical B7 B7`: the status is asked, not the points.
# Tesuji answers `dead`: an expected failure.
195 dragon_status A5
#? [critical.*]*
# An eleven-point space, a square of nine with two points below it in the
# corner, a white wall of several strings with an empty row of outside
# liberties between it and the black wall.
loadsgf games/bulky/P11-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
196 owl_attack A5
#? [0]
# GNU Go 3.8 answers `1 B7` and its owl_does_* confirms the other move.
197 owl_defend A5
#? [1 (B7|B9|PASS)]
# GNU Go 3.8 agrees.
198 dragon_status A5
#? [alive]
# An eleven-point space, a square of nine with two points below it on the
# side, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
199 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E7` and its owl_does_* confirms the other move.
200 owl_defend C9
#? [1 (E7|D7|PASS)]
# GNU Go 3.8 agrees.
201 dragon_status C9
#? [alive]
# An eleven-point space, a square of nine with two points below it on the
# side, a white wall without its corner stones, so it is several strings
# joined diagonally.
loadsgf games/bulky/P11-side-orth.sgf
# GNU Go 3.8 answers `1 D6` and its owl_does_* confirms the other move.
202 owl_attack C9
#? [1 (D6|E7)]
# GNU Go 3.8 agrees.
203 owl_defend C9
#? [1 E7]
# GNU Go 3.8 answers `critical D6 E7`: the status is asked, not the points.
204 dragon_status C9
#? [critical.*]
# An eleven-point space, a square of nine with two points below it on the
# side, a white wall of several strings with an empty row of outside
# liberties between it and the black wall.
loadsgf games/bulky/P11-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
205 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E7` and its owl_does_* confirms the other move.
206 owl_defend C9
#? [1 (E7|D7|PASS)]
# GNU Go 3.8 agrees.
207 dragon_status C9
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# centre, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
208 owl_attack E10
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 G9`: an expected failure.
209 owl_defend E10
#? [1 PASS]*
# GNU Go 3.8 agrees.
210 dragon_status E10
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# centre, a white wall without its corner stones, so it is several strings
# joined diagonally.
loadsgf games/bulky/P11-centre-orth.sgf
# GNU Go 3.8 answers `1 G8` and its owl_does_* confirms the other move.
211 owl_attack E9
#? [1 (G8|G7)]
# GNU Go 3.8 answers `1 G8` and its owl_does_* confirms the other move.
212 owl_defend E9
#? [1 (G8|G7)]
# GNU Go 3.8 answers `critical G8 G8`: the status is asked, not the points.
213 dragon_status E9
#? [critical.*]
# An eleven-point space, a square of nine with two points below it in the
# centre, a white wall of several strings with an empty row of outside
# liberties between it and the black wall.
loadsgf games/bulky/P11-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
214 owl_attack E9
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_* confirms the other move.
215 owl_defend E9
#? [1 (G7|G9|PASS)]
# GNU Go 3.8 agrees.
216 dragon_status E9
#? [alive]
