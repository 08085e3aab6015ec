# Owl after placements: the white groups of owl-shapes.tst (corner and
# side) with one or two black stones already placed inside the eye space
# and White to play. Some placements kill, some only threaten, some
# leave the group alive, two make a ko (GNU Go's result 2 or 3: the side
# asked succeeds only through a ko) and four a seki at best for Black,
# which owl counts as life. Up to three positions of each shape whose
# result depends on who moves, one dead and one alive, every ko, and the
# sekis. Answers: GNU Go 3.8 asked the same; another move is accepted
# when GNU Go's owl_does_attack or owl_does_defend confirms it, and PASS
# for owl_defend when owl_attack finds no kill (not in the sekis, where
# White's move turns the seki into two eyes).

# A white group round a straight three in the corner, Black stones placed
# inside at A9, White to play.
loadsgf games/placements/straight3-corner-b1-A9.sgf
# GNU Go 3.8 agrees.
1 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
2 owl_defend A8
#? [1 B9]
# A white group round a straight three in the corner, Black stones placed
# inside at B9, White to play.
loadsgf games/placements/straight3-corner-b1-B9.sgf
# GNU Go 3.8 answers `1 C9` and its owl_does_attack or owl_does_defend
# confirms the other move.
3 owl_attack A8
#? [1 (C9|A9)]
# GNU Go 3.8 agrees.
4 owl_defend A8
#? [0]
# A white group round a straight three in the corner, Black stones placed
# inside at C9, White to play.
loadsgf games/placements/straight3-corner-b1-C9.sgf
# GNU Go 3.8 agrees.
5 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
6 owl_defend A8
#? [1 B9]
# A white group round a straight three on the side, Black stones placed
# inside at D9, White to play.
loadsgf games/placements/straight3-side-b1-D9.sgf
# GNU Go 3.8 agrees.
7 owl_attack C9
#? [1 E9]
# GNU Go 3.8 agrees.
8 owl_defend C9
#? [1 E9]
# A white group round a bent three in the corner, Black stones placed inside
# at A9, White to play.
loadsgf games/placements/bent3-corner-b1-A9.sgf
# GNU Go 3.8 answers `1 B9` and its owl_does_attack or owl_does_defend
# confirms the other move.
9 owl_attack A7
#? [1 (B9|A8)]
# GNU Go 3.8 agrees.
10 owl_defend A7
#? [0]
# A white group round a bent three in the corner, Black stones placed inside
# at B9, White to play.
loadsgf games/placements/bent3-corner-b1-B9.sgf
# GNU Go 3.8 agrees.
11 owl_attack A7
#? [1 A8]
# GNU Go 3.8 agrees.
12 owl_defend A7
#? [1 A9]
# A white group round a bent three in the corner, Black stones placed inside
# at A8, White to play.
loadsgf games/placements/bent3-corner-b1-A8.sgf
# GNU Go 3.8 agrees.
13 owl_attack A7
#? [1 B9]
# GNU Go 3.8 agrees.
14 owl_defend A7
#? [1 A9]
# A white group round a bent three on the side, Black stones placed inside
# at E9, White to play.
loadsgf games/placements/bent3-side-b1-E9.sgf
# GNU Go 3.8 agrees.
15 owl_attack C9
#? [1 D9]
# GNU Go 3.8 agrees.
16 owl_defend C9
#? [1 D9]
# A white group round a straight four in the corner, Black stones placed
# inside at A9, White to play.
loadsgf games/placements/straight4-corner-b1-A9.sgf
# GNU Go 3.8 agrees.
17 owl_attack A8
#? [0]
# GNU Go 3.8 agrees.
18 owl_defend A8
#? [1 PASS]
# A white group round a straight four in the corner, Black stones placed
# inside at B9, White to play.
loadsgf games/placements/straight4-corner-b1-B9.sgf
# GNU Go 3.8 agrees.
19 owl_attack A8
#? [1 C9]
# GNU Go 3.8 agrees.
20 owl_defend A8
#? [1 C9]
# A white group round a straight four in the corner, Black stones placed
# inside at C9, White to play.
loadsgf games/placements/straight4-corner-b1-C9.sgf
# GNU Go 3.8 agrees.
21 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
22 owl_defend A8
#? [1 B9]
# A white group round a straight four in the corner, Black stones placed
# inside at A9 and B9, White to play.
loadsgf games/placements/straight4-corner-b2-A9B9.sgf
# GNU Go 3.8 agrees.
23 owl_attack A8
#? [1 C9]
# GNU Go 3.8 agrees.
24 owl_defend A8
#? [1 C9]
# A white group round a straight four in the corner, Black stones placed
# inside at B9 and C9, White to play.
loadsgf games/placements/straight4-corner-b2-B9C9.sgf
# GNU Go 3.8 answers `1 D9` and its owl_does_attack or owl_does_defend
# confirms the other move.
25 owl_attack A8
#? [1 (D9|A9)]
# GNU Go 3.8 agrees.
26 owl_defend A8
#? [0]
# A white group round a bent four in the corner, Black stones placed inside
# at A9, White to play.
loadsgf games/placements/bent4-corner-b1-A9.sgf
# GNU Go 3.8 agrees.
27 owl_attack A8
#? [0]
# GNU Go 3.8 agrees.
28 owl_defend A8
#? [1 PASS]
# A white group round a bent four in the corner, Black stones placed inside
# at B9, White to play.
loadsgf games/placements/bent4-corner-b1-B9.sgf
# GNU Go 3.8 agrees.
29 owl_attack A8
#? [1 C9]
# GNU Go 3.8 agrees.
30 owl_defend A8
#? [1 C9]
# A white group round a bent four in the corner, Black stones placed inside
# at C9, White to play.
loadsgf games/placements/bent4-corner-b1-C9.sgf
# GNU Go 3.8 agrees.
31 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
32 owl_defend A8
#? [1 B9]
# A white group round a bent four in the corner, Black stones placed inside
# at A9 and B9, White to play.
loadsgf games/placements/bent4-corner-b2-A9B9.sgf
# GNU Go 3.8 agrees.
33 owl_attack A8
#? [1 C9]
# GNU Go 3.8 agrees.
34 owl_defend A8
#? [1 C9]
# A white group round a bent four in the corner, Black stones placed inside
# at B9 and C9, White to play.
loadsgf games/placements/bent4-corner-b2-B9C9.sgf
# GNU Go 3.8 agrees.
35 owl_attack A8
#? [1 C8]
# GNU Go 3.8 agrees.
36 owl_defend A8
#? [0]
# A white group round a zigzag four in the corner, Black stones placed
# inside at A9, White to play.
loadsgf games/placements/zigzag4-corner-b1-A9.sgf
# GNU Go 3.8 agrees.
37 owl_attack A8
#? [0]
# GNU Go 3.8 agrees.
38 owl_defend A8
#? [1 PASS]
# A white group round a zigzag four in the corner, Black stones placed
# inside at B9, White to play.
loadsgf games/placements/zigzag4-corner-b1-B9.sgf
# GNU Go 3.8 agrees.
39 owl_attack A8
#? [1 B8]
# GNU Go 3.8 agrees.
40 owl_defend A8
#? [1 B8]
# A white group round a zigzag four in the corner, Black stones placed
# inside at B8, White to play.
loadsgf games/placements/zigzag4-corner-b1-B8.sgf
# GNU Go 3.8 agrees.
41 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
42 owl_defend A8
#? [1 B9]
# A white group round a zigzag four in the corner, Black stones placed
# inside at A9 and B9, White to play.
loadsgf games/placements/zigzag4-corner-b2-A9B9.sgf
# GNU Go 3.8 agrees.
43 owl_attack A8
#? [1 B8]
# GNU Go 3.8 agrees.
44 owl_defend A8
#? [1 B8]
# A white group round a zigzag four in the corner, Black stones placed
# inside at B9 and B8, White to play.
loadsgf games/placements/zigzag4-corner-b2-B9B8.sgf
# GNU Go 3.8 agrees.
45 owl_attack A8
#? [1 C8]
# GNU Go 3.8 agrees.
46 owl_defend A8
#? [0]
# A white group round a square four in the corner, Black stones placed
# inside at A9, White to play.
loadsgf games/placements/square4-corner-b1-A9.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
47 owl_attack A7
#? [1 (B8|B9)]
# GNU Go 3.8 agrees.
48 owl_defend A7
#? [0]
# A white group round a pyramid four in the corner, Black stones placed
# inside at A9, White to play.
loadsgf games/placements/pyramid4-corner-b1-A9.sgf
# GNU Go 3.8 agrees.
49 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
50 owl_defend A8
#? [1 B9]
# A white group round a pyramid four in the corner, Black stones placed
# inside at B9, White to play.
loadsgf games/placements/pyramid4-corner-b1-B9.sgf
# GNU Go 3.8 agrees.
51 owl_attack A8
#? [1 B8]
# GNU Go 3.8 agrees.
52 owl_defend A8
#? [0]
# A white group round a pyramid four in the corner, Black stones placed
# inside at C9, White to play.
loadsgf games/placements/pyramid4-corner-b1-C9.sgf
# GNU Go 3.8 agrees.
53 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
54 owl_defend A8
#? [1 B9]
# A white group round a pyramid four in the corner, Black stones placed
# inside at B8, White to play.
loadsgf games/placements/pyramid4-corner-b1-B8.sgf
# GNU Go 3.8 agrees.
55 owl_attack A8
#? [1 B9]
# GNU Go 3.8 agrees.
56 owl_defend A8
#? [1 B9]
# A white group round a bulky five in the corner, Black stones placed inside
# at A9, White to play.
loadsgf games/placements/bulky5-corner-b1-A9.sgf
# GNU Go 3.8 agrees.
57 owl_attack A7
#? [1 B9]
# GNU Go 3.8 agrees.
58 owl_defend A7
#? [1 B9]
# A white group round a bulky five in the corner, Black stones placed inside
# at B9, White to play.
loadsgf games/placements/bulky5-corner-b1-B9.sgf
# GNU Go 3.8 agrees.
59 owl_attack A7
#? [1 A8]
# GNU Go 3.8 agrees.
60 owl_defend A7
#? [0]
# A white group round a bulky five in the corner, Black stones placed inside
# at A8, White to play.
loadsgf games/placements/bulky5-corner-b1-A8.sgf
# GNU Go 3.8 agrees.
# B8 kills too (GNU Go 3.8: owl_does_attack B8 A7 answers 1).
61 owl_attack A7
#? [1 (B9|B8)]
# GNU Go 3.8 agrees.
62 owl_defend A7
#? [1 B9]
# A white group round a bulky five in the corner, Black stones placed inside
# at B8, White to play.
loadsgf games/placements/bulky5-corner-b1-B8.sgf
# GNU Go 3.8 answers `1 A8` and its owl_does_attack or owl_does_defend
# confirms the other move.
63 owl_attack A7
#? [1 (A8|B9)]
# GNU Go 3.8 agrees.
64 owl_defend A7
#? [1 B9]
# A white group round a crossed five in the corner, Black stones placed
# inside at B9, White to play.
loadsgf games/placements/cross5-corner-b1-B9.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
65 owl_attack A9
#? [1 (B8|A8)]
# GNU Go 3.8 agrees.
66 owl_defend A9
#? [1 B8]
# A white group round a crossed five in the corner, Black stones placed
# inside at A8, White to play.
loadsgf games/placements/cross5-corner-b1-A8.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
67 owl_attack A9
#? [1 (B8|B9)]
# GNU Go 3.8 agrees.
68 owl_defend A9
#? [1 B8]
# A white group round a crossed five in the corner, Black stones placed
# inside at B8, White to play.
loadsgf games/placements/cross5-corner-b1-B8.sgf
# GNU Go 3.8 answers `1 A8` and its owl_does_attack or owl_does_defend
# confirms the other move.
69 owl_attack A9
#? [1 (A8|B9)]
# GNU Go 3.8 agrees.
70 owl_defend A9
#? [0]
# A white group round a crossed five in the corner, Black stones placed
# inside at C8, White to play.
loadsgf games/placements/cross5-corner-b1-C8.sgf
# GNU Go 3.8 agrees.
71 owl_attack A9
#? [1 B8]
# GNU Go 3.8 agrees.
72 owl_defend A9
#? [1 B8]
# A white group round a straight five in the corner, Black stones placed
# inside at A9, White to play.
loadsgf games/placements/straight5-corner-b1-A9.sgf
# GNU Go 3.8 agrees.
73 owl_attack A8
#? [0]
# GNU Go 3.8 agrees.
74 owl_defend A8
#? [1 PASS]
# A white group round a rabbity six in the corner, Black stones placed
# inside at B9, White to play.
loadsgf games/placements/rabbity6-corner-b1-B9.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
75 owl_attack A9
#? [1 (B8|A8)]
# GNU Go 3.8 agrees.
76 owl_defend A9
#? [1 B8]
# A white group round a rabbity six in the corner, Black stones placed
# inside at A8, White to play.
loadsgf games/placements/rabbity6-corner-b1-A8.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
77 owl_attack A9
#? [1 (B8|B9)]
# GNU Go 3.8 agrees.
78 owl_defend A9
#? [1 B8]
# A white group round a rabbity six in the corner, Black stones placed
# inside at B8, White to play.
loadsgf games/placements/rabbity6-corner-b1-B8.sgf
# GNU Go 3.8 agrees.
79 owl_attack A9
#? [1 B9]
# GNU Go 3.8 agrees.
80 owl_defend A9
#? [0]
# A white group round a rabbity six in the corner, Black stones placed
# inside at C8, White to play.
loadsgf games/placements/rabbity6-corner-b1-C8.sgf
# GNU Go 3.8 agrees.
81 owl_attack A9
#? [1 B8]
# GNU Go 3.8 agrees.
82 owl_defend A9
#? [1 B8]
# A white group round a rabbity six on the side, Black stones placed inside
# at F7, White to play.
loadsgf games/placements/rabbity6-side-b1-F7.sgf
# GNU Go 3.8 gives this answer, and the solver proves it (owl's own
# search, owl_solver=off, answers `1 E8`).
83 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E8`; owl_attack finds no kill, so any move (or none)
# defends.
84 owl_defend C9
#? [1 (E8|PASS)]
# A white group round a rectangular six in the corner, Black stones placed
# inside at A9, White to play.
loadsgf games/placements/rect6-corner-b1-A9.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
85 owl_attack A7
#? [1 (B8|B9)]
# GNU Go 3.8 agrees.
# B9 lives too (GNU Go 3.8: owl_does_defend B9 A7 answers 1).
86 owl_defend A7
#? [1 (B8|B9)]
# A white group round a rectangular six in the corner, Black stones placed
# inside at B9, White to play.
loadsgf games/placements/rect6-corner-b1-B9.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
87 owl_attack A7
#? [1 (B8|C9)]
# GNU Go 3.8 agrees.
88 owl_defend A7
#? [3 B8]
# A white group round a rectangular six in the corner, Black stones placed
# inside at C9, White to play.
loadsgf games/placements/rect6-corner-b1-C9.sgf
# GNU Go 3.8 answers `1 B8` and its owl_does_attack or owl_does_defend
# confirms the other move.
89 owl_attack A7
#? [1 (B8|B9)]
# GNU Go 3.8 agrees.
90 owl_defend A7
#? [1 B9]
# A white group round a rectangular six in the corner, Black stones placed
# inside at A8, White to play.
loadsgf games/placements/rect6-corner-b1-A8.sgf
# GNU Go 3.8 agrees.
91 owl_attack A7
#? [1 B8]
# GNU Go 3.8 agrees.
92 owl_defend A7
#? [2 B8]
# A white group round a rectangular six in the corner, Black stones placed
# inside at B8, White to play.
loadsgf games/placements/rect6-corner-b1-B8.sgf
# GNU Go 3.8 agrees.
93 owl_attack A7
#? [1 C9]
# GNU Go 3.8 agrees.
94 owl_defend A7
#? [0]
# A white group round a rectangular six in the corner, Black stones placed
# inside at C8, White to play.
loadsgf games/placements/rect6-corner-b1-C8.sgf
# GNU Go 3.8 agrees.
95 owl_attack A7
#? [1 B8]
# GNU Go 3.8 agrees.
# B9 lives too (GNU Go 3.8: owl_does_defend B9 A7 answers 1).
96 owl_defend A7
#? [1 (B8|B9)]
# A white group round a straight five in the corner, Black stones placed
# inside at B9 and C9, White to play.
loadsgf games/placements/straight5-corner-b2-B9C9.sgf
# Black filling the third point inside leaves a seki (both sides then share
# the two liberties left, and whoever fills one is captured), which owl
# counts as life. GNU Go 3.8 gives this answer, and the solver proves it
# (owl's own search, owl_solver=off, answers `1 D9`).
97 owl_attack A8
#? [0]
# White filling the third point first makes two eyes. GNU Go 3.8 agrees.
# PASS too: the group lives as it stands (GNU Go 3.8: owl_attack A8 answers 0).
98 owl_defend A8
#? [1 (D9|PASS)]
# A white group round a straight five in the corner, Black stones placed
# inside at C9 and D9, White to play.
loadsgf games/placements/straight5-corner-b2-C9D9.sgf
# Black filling the third point inside leaves a seki (both sides then share
# the two liberties left, and whoever fills one is captured), which owl
# counts as life. GNU Go 3.8 gives this answer, and the solver proves it
# (owl's own search, owl_solver=off, answers `1 B9`).
99 owl_attack A8
#? [0]
# White filling the third point first makes two eyes. GNU Go 3.8 agrees.
# PASS too: the group lives as it stands (GNU Go 3.8: owl_attack A8 answers 0).
100 owl_defend A8
#? [1 (B9|PASS)]
# A white group round a straight five on the side, Black stones placed
# inside at D9 and E9, White to play.
loadsgf games/placements/straight5-side-b2-D9E9.sgf
# Black filling the third point inside leaves a seki (both sides then share
# the two liberties left, and whoever fills one is captured), which owl
# counts as life. GNU Go 3.8 gives this answer, and the solver proves it
# (owl's own search, owl_solver=off, answers `1 F9`).
101 owl_attack B9
#? [0]
# White filling the third point first makes two eyes. GNU Go 3.8 agrees.
# PASS too: the group lives as it stands (GNU Go 3.8: owl_attack B9 answers 0).
102 owl_defend B9
#? [1 (F9|PASS)]
# A white group round a straight five on the side, Black stones placed
# inside at E9 and F9, White to play.
loadsgf games/placements/straight5-side-b2-E9F9.sgf
# Black filling the third point inside leaves a seki (both sides then share
# the two liberties left, and whoever fills one is captured), which owl
# counts as life. GNU Go 3.8 gives this answer, and the solver proves it
# (owl's own search, owl_solver=off, answers `1 D9`).
103 owl_attack B9
#? [0]
# White filling the third point first makes two eyes. GNU Go 3.8 agrees.
# PASS too: the group lives as it stands (GNU Go 3.8: owl_attack B9 answers 0).
104 owl_defend B9
#? [1 (D9|PASS)]
