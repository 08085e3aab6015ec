# Owl on groups round large eye spaces (10 to 16 points, too large for the
# exact eye solver), composed here: compact (bulky) and elongated spaces in
# the corner, on the side and in the centre, each with a solid wall, a wall
# of several strings whose corner points Black holds, and a wall of several
# strings with empty cutting points at its corners. A group that owl_attack
# cannot kill lives as it stands, and GNU Go 3.8 then answers owl_defend
# with PASS: those tests ask for PASS, so an estimate that wrongly calls the
# group weak (a move needed) fails them. Where GNU Go answers owl_defend
# with a move, its move is asked (or any other GNU Go's owl_does_defend
# confirms, or PASS). This is the family on which bulky_eye=on and
# bulky_eye=off differ. Questions that cost over 20,000 reading nodes were
# left out (the owl_defend tests asking PASS kept), to keep the whole run of
# our suites under a minute.

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
# corner stones, which Black holds, so it is several strings joined only
# through the space.
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
# A three-by-four space (12 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x4-corner-gap.sgf
# GNU Go 3.8 answers `1 C8` and its owl_does_attack or owl_does_defend
# confirms the other move.
7 owl_defend A6
#? [1 (C8|C9|PASS)]
# A three-by-four space (12 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
8 owl_attack B9
#? [0]
# GNU Go 3.8 answers `1 E8` and its owl_does_attack or owl_does_defend
# confirms the other move.
9 owl_defend B9
#? [1 (E8|C8|PASS)]
# GNU Go 3.8 agrees.
10 dragon_status B9
#? [alive]
# A three-by-four space (12 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x4-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
11 owl_attack B9
#? [0]
# GNU Go 3.8 answers `1 E8` and its owl_does_attack or owl_does_defend
# confirms the other move.
12 owl_defend B9
#? [1 (E8|D8|PASS)]
# GNU Go 3.8 agrees.
13 dragon_status B9
#? [alive]
# A three-by-four space (12 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
14 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
15 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
16 dragon_status D9
#? [alive]
# A three-by-four space (12 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x4-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
17 owl_attack D8
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_attack or owl_does_defend
# confirms the other move.
18 owl_defend D8
#? [1 (G7|F7|PASS)]
# GNU Go 3.8 agrees.
19 dragon_status D8
#? [alive]
# A four-by-three space (12 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
20 owl_attack A5
#? [0]
# GNU Go 3.8 answers `1 B7`; owl_attack finds no kill, so any move (or none)
# defends.
21 owl_defend A5
#? [1 (B7|PASS)]
# GNU Go 3.8 agrees.
22 dragon_status A5
#? [alive]
# A four-by-three space (12 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r4x3-corner-orth.sgf
# GNU Go 3.8 gives this answer; tesuji answers `1 B7`: an expected failure.
# Why: tesuji's owl kills with B7, which GNU Go's owl refutes (`owl_does_attack
# B7 A5` answers 0; B7 is GNU Go's own defence), and it reads GNU Go's C6 as
# failing (`owl_does_attack C6 A5` answers 0). Not a proof: the gaps in the
# wall leave the group to owl.
23 owl_attack A5
#? [1 C6]*
# GNU Go 3.8 agrees.
24 owl_defend A5
#? [1 B7]
# GNU Go 3.8 answers `critical C6 B7`: the status is asked, not the points.
25 dragon_status A5
#? [critical.*]
# A four-by-three space (12 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r4x3-corner-gap.sgf
# GNU Go 3.8 answers `1 B7` and its owl_does_attack or owl_does_defend
# confirms the other move.
26 owl_defend A5
#? [1 (B7|A7|PASS)]
# A four-by-three space (12 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
27 owl_attack C9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D7`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
28 owl_defend C9
#? [1 PASS]*
# GNU Go 3.8 agrees.
29 dragon_status C9
#? [alive]
# A four-by-three space (12 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r4x3-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
30 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E7` and its owl_does_attack or owl_does_defend
# confirms the other move.
31 owl_defend C9
#? [1 (E7|E8|PASS)]
# GNU Go 3.8 agrees.
32 dragon_status C9
#? [alive]
# A four-by-three space (12 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
33 owl_attack E10
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 G9`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
34 owl_defend E10
#? [1 PASS]*
# GNU Go 3.8 agrees.
35 dragon_status E10
#? [alive]
# A four-by-three space (12 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r4x3-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
36 owl_attack E9
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_attack or owl_does_defend
# confirms the other move.
37 owl_defend E9
#? [1 (G7|G8|PASS)]
# GNU Go 3.8 agrees.
38 dragon_status E9
#? [alive]
# A four-by-four space (16 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/sq4-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
39 owl_attack A5
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 C8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
40 owl_defend A5
#? [1 PASS]*
# GNU Go 3.8 agrees.
41 dragon_status A5
#? [alive]
# A four-by-four space (16 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/sq4-corner-orth.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 C8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
42 owl_defend A5
#? [1 PASS]*
# A four-by-four space (16 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/sq4-corner-gap.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
43 owl_defend A5
#? [1 PASS]*
# A four-by-four space (16 points) on the side, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/sq4-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
44 owl_attack B9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
45 owl_defend B9
#? [1 PASS]*
# GNU Go 3.8 agrees.
46 dragon_status B9
#? [alive]
# A four-by-four space (16 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/sq4-side-orth.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
47 owl_defend B9
#? [1 PASS]*
# A four-by-four space (16 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/sq4-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
48 owl_attack B9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 C8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
49 owl_defend B9
#? [1 PASS]*
# GNU Go 3.8 agrees.
50 dragon_status B9
#? [alive]
# A four-by-four space (16 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/sq4-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
51 owl_attack D10
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F9`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
52 owl_defend D10
#? [1 PASS]*
# GNU Go 3.8 agrees.
53 dragon_status D10
#? [alive]
# A four-by-four space (16 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/sq4-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
54 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F9`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
55 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
56 dragon_status D9
#? [alive]
# A four-by-four space (16 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/sq4-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
57 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F9`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
58 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
59 dragon_status D9
#? [alive]
# A three-by-five space (15 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
60 owl_attack A6
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
61 owl_defend A6
#? [1 PASS]*
# GNU Go 3.8 agrees.
62 dragon_status A6
#? [alive]
# A three-by-five space (15 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x5-corner-orth.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 D8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
63 owl_defend A6
#? [1 PASS]*
# A three-by-five space (15 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x5-corner-gap.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
64 owl_defend A6
#? [1 PASS]*
# A three-by-five space (15 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
65 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F12`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
66 owl_defend D13
#? [1 PASS]*
# GNU Go 3.8 agrees.
67 dragon_status D13
#? [alive]
# A three-by-five space (15 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x5-side-orth.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F12`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
68 owl_defend D13
#? [1 PASS]*
# A three-by-five space (15 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x5-side-gap.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E12`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
69 owl_defend D13
#? [1 PASS]*
# A three-by-five space (15 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
70 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
71 owl_defend D9
#? [1 PASS]*
# GNU Go 3.8 agrees.
72 dragon_status D9
#? [alive]
# A three-by-five space (15 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x5-centre-orth.sgf
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
73 owl_defend D8
#? [1 PASS]*
# GNU Go 3.8 agrees.
74 dragon_status D8
#? [alive]
# A three-by-five space (15 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x5-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
75 owl_attack D8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 F8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
76 owl_defend D8
#? [1 PASS]*
# GNU Go 3.8 agrees.
77 dragon_status D8
#? [alive]
# A two-by-six space (12 points) in the corner, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
78 owl_attack A7
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 B9`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
79 owl_defend A7
#? [1 PASS]*
# GNU Go 3.8 agrees.
80 dragon_status A7
#? [alive]
# A two-by-six space (12 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r2x6-corner-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
81 owl_attack A7
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
82 owl_defend A7
#? [1 PASS]*
# GNU Go 3.8 agrees.
83 dragon_status A7
#? [alive]
# A two-by-six space (12 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r2x6-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
84 owl_attack A7
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 B8`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
85 owl_defend A7
#? [1 PASS]*
# GNU Go 3.8 agrees.
86 dragon_status A7
#? [alive]
# A two-by-six space (12 points) on the side, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
87 owl_attack C13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
88 owl_defend C13
#? [1 PASS]
# GNU Go 3.8 agrees.
89 dragon_status C13
#? [alive]
# A two-by-six space (12 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r2x6-side-orth.sgf
# GNU Go 3.8 agrees.
90 owl_attack C13
#? [1 D12]
# GNU Go 3.8 answers `1 E13` and its owl_does_attack or owl_does_defend
# confirms the other move.
91 owl_defend C13
#? [1 (E13|D12)]
# GNU Go 3.8 answers `critical D12 E13`: the status is asked, not the
# points.
92 dragon_status C13
#? [critical.*]
# A two-by-six space (12 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r2x6-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
93 owl_attack C13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. Tesuji answers `1 E12`: an expected failure. It
# passes with bulky_eye=off: the bulky-eye estimate counts this large
# compact space as one eye at worst, so owl reads the group as needing a
# move.
94 owl_defend C13
#? [1 PASS]*
# GNU Go 3.8 agrees.
95 dragon_status C13
#? [alive]
# A two-by-six space (12 points) in the centre, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
96 owl_attack C9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
97 owl_defend C9
#? [1 PASS]
# GNU Go 3.8 agrees.
98 dragon_status C9
#? [alive]
# A two-by-six space (12 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r2x6-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
99 owl_attack C8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
100 owl_defend C8
#? [1 PASS]
# GNU Go 3.8 agrees.
101 dragon_status C8
#? [alive]
# A two-by-six space (12 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r2x6-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
102 owl_attack C8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
103 owl_defend C8
#? [1 PASS]
# GNU Go 3.8 agrees.
104 dragon_status C8
#? [alive]
# A two-by-five space (10 points, solved exactly) in the corner, a solid
# white wall, its only liberties inside.
loadsgf games/bulky/r2x5-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
105 owl_attack A7
#? [0]
# GNU Go 3.8 answers `1 B9`; owl_attack finds no kill, so any move (or none)
# defends.
106 owl_defend A7
#? [1 (B9|PASS)]
# GNU Go 3.8 agrees.
107 dragon_status A7
#? [alive]
# A two-by-five space (10 points, solved exactly) in the corner, a white
# wall without its corner stones, the corner points left empty, so it is
# several strings with cutting points.
loadsgf games/bulky/r2x5-corner-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
108 owl_attack A7
#? [0]
# GNU Go 3.8 answers `1 B9`; owl_attack finds no kill, so any move (or none)
# defends.
109 owl_defend A7
#? [1 (B9|PASS)]
# GNU Go 3.8 agrees.
110 dragon_status A7
#? [alive]
# A two-by-five space (10 points, solved exactly) on the side, a solid white
# wall, its only liberties inside.
loadsgf games/bulky/r2x5-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
111 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
112 owl_defend D13
#? [1 PASS]
# GNU Go 3.8 agrees.
113 dragon_status D13
#? [alive]
# A two-by-five space (10 points, solved exactly) on the side, a white wall
# without its corner stones, which Black holds, so it is several strings
# joined only through the space.
loadsgf games/bulky/r2x5-side-orth.sgf
# GNU Go 3.8 agrees.
114 owl_attack D13
#? [1 E12]
# GNU Go 3.8 agrees.
115 owl_defend D13
#? [1 E12]
# GNU Go 3.8 answers `critical E12 E12`: the status is asked, not the
# points.
116 dragon_status D13
#? [critical.*]
# A two-by-five space (10 points, solved exactly) on the side, a white wall
# without its corner stones, the corner points left empty, so it is several
# strings with cutting points.
loadsgf games/bulky/r2x5-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
117 owl_attack D13
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
118 owl_defend D13
#? [1 PASS]
# GNU Go 3.8 agrees.
119 dragon_status D13
#? [alive]
# A two-by-five space (10 points, solved exactly) in the centre, a solid
# white wall, its only liberties inside.
loadsgf games/bulky/r2x5-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
120 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
121 owl_defend D9
#? [1 PASS]
# GNU Go 3.8 agrees.
122 dragon_status D9
#? [alive]
# A two-by-five space (10 points, solved exactly) in the centre, a white
# wall without its corner stones, which Black holds, so it is several
# strings joined only through the space.
loadsgf games/bulky/r2x5-centre-orth.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
123 owl_attack D8
#? [0]
# GNU Go 3.8 answers `1 F7`; owl_attack finds no kill, so any move (or none)
# defends.
124 owl_defend D8
#? [1 (F7|PASS)]
# GNU Go 3.8 agrees.
125 dragon_status D8
#? [alive]
# A two-by-five space (10 points, solved exactly) in the centre, a white
# wall without its corner stones, the corner points left empty, so it is
# several strings with cutting points.
loadsgf games/bulky/r2x5-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
126 owl_attack D8
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move.
127 owl_defend D8
#? [1 PASS]
# GNU Go 3.8 agrees.
128 dragon_status D8
#? [alive]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
129 owl_attack A6
#? [0]
# GNU Go 3.8 agrees.
130 dragon_status A6
#? [alive]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a white wall without its corner stones, which Black holds, so it
# is several strings joined only through the space.
loadsgf games/bulky/L11-corner-orth.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
# C7 kills too (GNU Go 3.8: owl_does_attack C7 A6 answers 1).
131 owl_attack A6
#? [1 (B8|B7|C7)]
# An eleven-point space, a square of nine with two points beside it on the
# side, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
132 owl_attack B9
#? [0]
# GNU Go 3.8 answers `1 E8` and its owl_does_attack or owl_does_defend
# confirms the other move.
133 owl_defend B9
#? [1 (E8|D9|PASS)]
# GNU Go 3.8 agrees.
134 dragon_status B9
#? [alive]
# An eleven-point space, a square of nine with two points beside it on the
# side, a white wall without its corner stones, which Black holds, so it is
# several strings joined only through the space.
loadsgf games/bulky/L11-side-orth.sgf
# GNU Go 3.8 answers `1 D8` and its owl_does_attack or owl_does_defend
# confirms the other move.
# C7 kills too (GNU Go 3.8: owl_does_attack C7 B9 answers 1).
135 owl_attack B9
#? [1 (D8|D9|C7)]
# An eleven-point space, a square of nine with two points beside it on the
# side, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/L11-side-gap.sgf
# GNU Go 3.8 answers `1 E8` and its owl_does_attack or owl_does_defend
# confirms the other move.
136 owl_defend B9
#? [1 (E8|D9|PASS)]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
137 owl_attack D9
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. The solver proves it; owl's own search
# (owl_solver=off) answers `1 F8`, and passes with bulky_eye=off: the
# bulky-eye estimate counts this large compact space as one eye at worst,
# so owl reads the group as needing a move.
138 owl_defend D9
#? [1 PASS]
# GNU Go 3.8 agrees.
139 dragon_status D9
#? [alive]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/L11-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
140 owl_attack D8
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_attack or owl_does_defend
# confirms the other move.
141 owl_defend D8
#? [1 (G7|F8|PASS)]
# GNU Go 3.8 agrees.
142 dragon_status D8
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# corner, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-corner-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
143 owl_attack A5
#? [0]
# GNU Go 3.8 answers `1 B7` and its owl_does_attack or owl_does_defend
# confirms the other move.
144 owl_defend A5
#? [1 (B7|B9|PASS)]
# GNU Go 3.8 agrees.
145 dragon_status A5
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# corner, a white wall without its corner stones, which Black holds, so it
# is several strings joined only through the space.
loadsgf games/bulky/P11-corner-orth.sgf
# GNU Go 3.8 answers `1 B7` and its owl_does_attack or owl_does_defend
# confirms the other move.
146 owl_attack A5
#? [1 (B7|B6)]
# An eleven-point space, a square of nine with two points below it on the
# side, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-side-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
147 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E7` and its owl_does_attack or owl_does_defend
# confirms the other move.
148 owl_defend C9
#? [1 (E7|D7|PASS)]
# GNU Go 3.8 agrees.
149 dragon_status C9
#? [alive]
# An eleven-point space, a square of nine with two points below it on the
# side, a white wall without its corner stones, which Black holds, so it is
# several strings joined only through the space.
loadsgf games/bulky/P11-side-orth.sgf
# GNU Go 3.8 agrees.
150 owl_defend C9
#? [1 E7]
# An eleven-point space, a square of nine with two points below it on the
# side, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/P11-side-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
151 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E7` and its owl_does_attack or owl_does_defend
# confirms the other move.
152 owl_defend C9
#? [1 (E7|D7|PASS)]
# GNU Go 3.8 agrees.
153 dragon_status C9
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# centre, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-centre-solid.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
154 owl_attack E10
#? [0]
# GNU Go 3.8 agrees: owl_attack finds no kill, so the group lives as it
# stands and needs no move. The solver proves it; owl's own search
# (owl_solver=off) answers `1 G9`, and passes with bulky_eye=off: the
# bulky-eye estimate counts this large compact space as one eye at worst,
# so owl reads the group as needing a move.
155 owl_defend E10
#? [1 PASS]
# GNU Go 3.8 agrees.
156 dragon_status E10
#? [alive]
# An eleven-point space, a square of nine with two points below it in the
# centre, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/P11-centre-gap.sgf
# The space is large enough for two eyes against any attack. GNU Go 3.8
# agrees.
157 owl_attack E9
#? [0]
# GNU Go 3.8 answers `1 G7` and its owl_does_attack or owl_does_defend
# confirms the other move.
158 owl_defend E9
#? [1 (G7|G9|PASS)]
# GNU Go 3.8 agrees.
159 dragon_status E9
#? [alive]
