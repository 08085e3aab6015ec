# Owl on dragons that may escape or connect out: the white groups of
# owl-shapes.tst (corner and side) with the black wall opened at one
# point or two, next to the white wall, onto the empty rest of the board;
# then the same two-point openings with a living white wall across the
# board two lines below, for the group to connect to. A group that gets
# out lives however small its eye space; a one-point opening can often
# be closed. Answers: GNU Go 3.8 asked the same; another move is accepted
# when GNU Go's owl_does_attack or owl_does_defend confirms it, and PASS
# for owl_defend when owl_attack finds no kill; dragon_status asks the
# status only when GNU Go answers critical. One composed position was
# left out because GNU Go's dragon_status (alive) and owl_attack (a kill)
# disagree on it.

# The white group of owl-shapes.tst's one in the corner, with the black wall
# open at B7.
loadsgf games/escape/one-corner-gap1.sgf
# GNU Go 3.8 agrees.
1 owl_attack A8
#? [1 B7]
# GNU Go 3.8 agrees.
2 owl_defend A8
#? [0]
# GNU Go 3.8 agrees.
3 dragon_status A8
#? [dead]
# The white group of owl-shapes.tst's one in the corner, with the black wall
# open at B7 and C7.
loadsgf games/escape/one-corner-gap2.sgf
# GNU Go 3.8 agrees.
4 owl_attack A8
#? [1 B7]
# GNU Go 3.8 agrees.
5 owl_defend A8
#? [1 B7]
# GNU Go 3.8 answers `critical B7 B7`: the status is asked, not the points.
6 dragon_status A8
#? [critical.*]
# The white group of owl-shapes.tst's one on the side, with the black wall
# open at E7.
loadsgf games/escape/one-side-gap1.sgf
# GNU Go 3.8 agrees.
7 owl_attack D9
#? [1 E7]
# GNU Go 3.8 agrees.
8 owl_defend D9
#? [0]
# GNU Go 3.8 agrees.
9 dragon_status D9
#? [dead]
# The white group of owl-shapes.tst's one on the side, with the black wall
# open at E7 and F7.
loadsgf games/escape/one-side-gap2.sgf
# GNU Go 3.8 answers `1 E6` and its owl_does_attack or owl_does_defend
# confirms the other move.
10 owl_attack D9
#? [1 (E6|E7)]
# GNU Go 3.8 agrees.
11 owl_defend D9
#? [0]
# GNU Go 3.8 agrees.
12 dragon_status D9
#? [dead]
# The white group of owl-shapes.tst's two in the corner, with the black wall
# open at B7.
loadsgf games/escape/two-corner-gap1.sgf
# GNU Go 3.8 agrees.
13 owl_attack A8
#? [1 B7]
# GNU Go 3.8 agrees.
14 owl_defend A8
#? [0]
# GNU Go 3.8 agrees.
15 dragon_status A8
#? [dead]
# The white group of owl-shapes.tst's two in the corner, with the black wall
# open at B7 and C7.
loadsgf games/escape/two-corner-gap2.sgf
# GNU Go 3.8 agrees.
16 owl_attack A8
#? [1 B6]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's owl reads C6 as failing (`owl_does_defend C6 A8` answers 0),
# where GNU Go's owl saves the group with it; the two part over whether the
# group gets out through the gap.
17 owl_defend A8
#? [1 C6]*
# GNU Go 3.8 answers `critical B6 C6`: the status is asked, not the points.
# Tesuji answers `dead`: an expected failure.
# Why: follows from test 17: tesuji's owl finds no defence, so the status is
# dead.
18 dragon_status A8
#? [critical.*]*
# The white group of owl-shapes.tst's two on the side, with the black wall
# open at E7.
loadsgf games/escape/two-side-gap1.sgf
# GNU Go 3.8 agrees.
19 owl_attack C9
#? [1 E7]
# GNU Go 3.8 agrees.
20 owl_defend C9
#? [0]
# GNU Go 3.8 agrees.
21 dragon_status C9
#? [dead]
# The white group of owl-shapes.tst's two on the side, with the black wall
# open at E7 and F7.
loadsgf games/escape/two-side-gap2.sgf
# GNU Go 3.8 answers `1 E6` and its owl_does_attack or owl_does_defend
# confirms the other move.
22 owl_attack C9
#? [1 (E6|E7)]
# GNU Go 3.8 agrees.
23 owl_defend C9
#? [0]
# GNU Go 3.8 agrees.
24 dragon_status C9
#? [dead]
# The white group of owl-shapes.tst's straight3 in the corner, with the
# black wall open at C7.
loadsgf games/escape/straight3-corner-gap1.sgf
# GNU Go 3.8 agrees.
25 owl_attack A8
#? [0]
# GNU Go 3.8 answers `1 C7` and its owl_does_attack or owl_does_defend
# confirms the other move.
26 owl_defend A8
#? [1 (C7|B9|PASS)]
# GNU Go 3.8 agrees.
27 dragon_status A8
#? [alive]
# The white group of owl-shapes.tst's straight3 in the corner, with the
# black wall open at C7 and D7.
loadsgf games/escape/straight3-corner-gap2.sgf
# GNU Go 3.8 agrees.
28 owl_attack A8
#? [0]
# GNU Go 3.8 answers `1 D7` and its owl_does_attack or owl_does_defend
# confirms the other move.
29 owl_defend A8
#? [1 (D7|B9|PASS)]
# GNU Go 3.8 agrees.
30 dragon_status A8
#? [alive]
# The white group of owl-shapes.tst's straight3 on the side, with the black
# wall open at E7.
loadsgf games/escape/straight3-side-gap1.sgf
# GNU Go 3.8 agrees.
31 owl_attack C9
#? [1 E9]
# GNU Go 3.8 agrees.
32 owl_defend C9
#? [1 E9]
# GNU Go 3.8 answers `critical E9 E9`: the status is asked, not the points.
33 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's straight3 on the side, with the black
# wall open at E7 and F7.
loadsgf games/escape/straight3-side-gap2.sgf
# GNU Go 3.8 agrees.
34 owl_attack C9
#? [1 E9]
# GNU Go 3.8 agrees.
35 owl_defend C9
#? [1 E9]
# GNU Go 3.8 answers `critical E9 E9`: the status is asked, not the points.
36 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's bent3 in the corner, with the black
# wall open at B6.
loadsgf games/escape/bent3-corner-gap1.sgf
# GNU Go 3.8 gives this answer; tesuji answers `2 A9`: an expected failure.
# Why: both kill at A9, but tesuji's owl reads the line after A9 as a ko
# (`owl_does_attack A9` answers 2) where GNU Go's kills outright.
37 owl_attack A7
#? [1 A9]*
# GNU Go 3.8 answers `1 B6` and its owl_does_attack or owl_does_defend
# confirms the other move.
38 owl_defend A7
#? [1 (B6|A9)]
# GNU Go 3.8 answers `critical A9 B6`: the status is asked, not the points.
39 dragon_status A7
#? [critical.*]
# The white group of owl-shapes.tst's bent3 in the corner, with the black
# wall open at B6 and C6.
loadsgf games/escape/bent3-corner-gap2.sgf
# GNU Go 3.8 agrees.
40 owl_attack A7
#? [0]
# GNU Go 3.8 answers `1 B6` and its owl_does_attack or owl_does_defend
# confirms the other move.
41 owl_defend A7
#? [1 (B6|A9|PASS)]
# GNU Go 3.8 agrees.
42 dragon_status A7
#? [alive]
# The white group of owl-shapes.tst's bent3 on the side, with the black wall
# open at D6.
loadsgf games/escape/bent3-side-gap1.sgf
# GNU Go 3.8 agrees.
43 owl_attack C9
#? [1 D9]
# GNU Go 3.8 agrees.
44 owl_defend C9
#? [1 D9]
# GNU Go 3.8 answers `critical D9 D9`: the status is asked, not the points.
45 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's bent3 on the side, with the black wall
# open at D6 and E6.
loadsgf games/escape/bent3-side-gap2.sgf
# GNU Go 3.8 agrees.
46 owl_attack C9
#? [1 D9]
# GNU Go 3.8 agrees.
47 owl_defend C9
#? [1 D9]
# GNU Go 3.8 answers `critical D9 D9`: the status is asked, not the points.
48 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's square4 in the corner, with the black
# wall open at B6.
loadsgf games/escape/square4-corner-gap1.sgf
# GNU Go 3.8 agrees.
49 owl_attack A7
#? [1 B6]
# GNU Go 3.8 gives this answer; tesuji answers `1 B6`: an expected failure.
# Why: tesuji's owl reads B6 as saving the group; GNU Go's refutes it
# (`owl_does_defend B6 A7` answers 0).
50 owl_defend A7
#? [0]*
# GNU Go 3.8 gives this answer; tesuji answers `critical B6 B6`: an expected
# failure.
# Why: follows from test 50: tesuji's owl finds a defence at B6, so the status
# is critical.
51 dragon_status A7
#? [dead]*
# The white group of owl-shapes.tst's square4 in the corner, with the black
# wall open at B6 and C6.
loadsgf games/escape/square4-corner-gap2.sgf
# GNU Go 3.8 agrees.
52 owl_attack A7
#? [1 B5]
# GNU Go 3.8 answers `1 C5` and its owl_does_attack or owl_does_defend
# confirms the other move.
53 owl_defend A7
#? [1 (C5|B6)]
# GNU Go 3.8 answers `critical B5 C5`: the status is asked, not the points.
54 dragon_status A7
#? [critical.*]
# The white group of owl-shapes.tst's square4 on the side, with the black
# wall open at E6.
loadsgf games/escape/square4-side-gap1.sgf
# GNU Go 3.8 answers `1 PASS` and its owl_does_attack or owl_does_defend
# confirms the other move.
55 owl_attack C9
#? [1 (PASS|E6)]
# GNU Go 3.8 agrees.
56 owl_defend C9
#? [0]
# GNU Go 3.8 agrees.
57 dragon_status C9
#? [dead]
# The white group of owl-shapes.tst's square4 on the side, with the black
# wall open at E6 and F6.
loadsgf games/escape/square4-side-gap2.sgf
# GNU Go 3.8 answers `1 E5` and its owl_does_attack or owl_does_defend
# confirms the other move.
58 owl_attack C9
#? [1 (E5|E6)]
# GNU Go 3.8 agrees.
59 owl_defend C9
#? [0]
# GNU Go 3.8 agrees.
60 dragon_status C9
#? [dead]
# The white group of owl-shapes.tst's pyramid4 in the corner, with the black
# wall open at B6 and C6.
loadsgf games/escape/pyramid4-corner-gap2.sgf
# GNU Go 3.8 agrees.
61 owl_attack A8
#? [0]
# GNU Go 3.8 answers `1 C5` and its owl_does_attack or owl_does_defend
# confirms the other move.
62 owl_defend A8
#? [1 (C5|B9|PASS)]
# GNU Go 3.8 agrees.
63 dragon_status A8
#? [alive]
# The white group of owl-shapes.tst's pyramid4 on the side, with the black
# wall open at E6.
loadsgf games/escape/pyramid4-side-gap1.sgf
# GNU Go 3.8 agrees.
64 owl_attack C9
#? [1 E9]
# GNU Go 3.8 agrees.
65 owl_defend C9
#? [1 E9]
# GNU Go 3.8 answers `critical E9 E9`: the status is asked, not the points.
66 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's pyramid4 on the side, with the black
# wall open at E6 and F6.
loadsgf games/escape/pyramid4-side-gap2.sgf
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's owl reads E9 as failing to kill (`owl_does_attack E9 C9`
# answers 0), where GNU Go's kills with it; the two part over whether the group
# gets out through the gaps.
67 owl_attack C9
#? [1 E9]*
# GNU Go 3.8 agrees.
68 owl_defend C9
#? [1 E9]
# GNU Go 3.8 answers `critical E9 E9`: the status is asked, not the points.
# Tesuji answers `alive`: an expected failure.
# Why: follows from test 67: tesuji's owl finds no kill, so the status is
# alive.
69 dragon_status C9
#? [critical.*]*
# The white group of owl-shapes.tst's bulky5 in the corner, with the black
# wall open at B6.
loadsgf games/escape/bulky5-corner-gap1.sgf
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's owl reads B9 as failing to kill (`owl_does_attack B9 A7`
# answers 0), where GNU Go's kills with it; the two part over whether the group
# gets out through the gap.
70 owl_attack A7
#? [1 B9]*
# GNU Go 3.8 agrees.
71 owl_defend A7
#? [1 B9]
# GNU Go 3.8 answers `critical B9 B9`: the status is asked, not the points.
# Tesuji answers `alive`: an expected failure.
# Why: follows from test 70: tesuji's owl finds no kill, so the status is
# alive.
72 dragon_status A7
#? [critical.*]*
# The white group of owl-shapes.tst's bulky5 in the corner, with the black
# wall open at B6 and C6.
loadsgf games/escape/bulky5-corner-gap2.sgf
# GNU Go 3.8 gives this answer; tesuji answers `1 B9`: an expected failure.
# Why: tesuji's owl kills with B9, which GNU Go's refutes (`owl_does_attack B9
# A7` answers 0: the group escapes through the two gaps).
73 owl_attack A7
#? [0]*
# GNU Go 3.8 answers `1 C5` and its owl_does_attack or owl_does_defend
# confirms the other move.
74 owl_defend A7
#? [1 (C5|B9|PASS)]
# GNU Go 3.8 gives this answer; tesuji answers `critical B9 B9`: an expected
# failure.
# Why: follows from test 73: tesuji's owl finds a kill at B9, so the status is
# critical.
75 dragon_status A7
#? [alive]*
# The white group of owl-shapes.tst's bulky5 on the side, with the black
# wall open at E6.
loadsgf games/escape/bulky5-side-gap1.sgf
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's owl reads E9 as failing to kill (`owl_does_attack E9 C9`
# answers 0), where GNU Go's kills with it; the two part over whether the group
# gets out through the gap.
76 owl_attack C9
#? [1 E9]*
# GNU Go 3.8 agrees.
77 owl_defend C9
#? [1 E9]
# GNU Go 3.8 answers `critical E9 E9`: the status is asked, not the points.
# Tesuji answers `alive`: an expected failure.
# Why: follows from test 76: tesuji's owl finds no kill, so the status is
# alive.
78 dragon_status C9
#? [critical.*]*
# The white group of owl-shapes.tst's bulky5 on the side, with the black
# wall open at E6 and F6.
loadsgf games/escape/bulky5-side-gap2.sgf
# GNU Go 3.8 agrees.
79 owl_attack C9
#? [1 E9]
# GNU Go 3.8 agrees.
80 owl_defend C9
#? [1 E9]
# GNU Go 3.8 answers `critical E9 E9`: the status is asked, not the points.
81 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's one in the corner, with the black wall
# open at B7 and C7 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/one-corner-connect.sgf
# GNU Go 3.8 agrees.
82 owl_attack A8
#? [1 B7]
# GNU Go 3.8 agrees.
83 owl_defend A8
#? [1 B7]
# GNU Go 3.8 answers `critical B7 B7`: the status is asked, not the points.
84 dragon_status A8
#? [critical.*]
# The white group of owl-shapes.tst's one on the side, with the black wall
# open at E7 and F7 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/one-side-connect.sgf
# GNU Go 3.8 agrees.
85 owl_attack D9
#? [1 E7]
# GNU Go 3.8 answers `1 E6` and its owl_does_attack or owl_does_defend
# confirms the other move.
86 owl_defend D9
#? [1 (E6|E7)]
# GNU Go 3.8 answers `critical E7 E6`: the status is asked, not the points.
87 dragon_status D9
#? [critical.*]
# The white group of owl-shapes.tst's two in the corner, with the black wall
# open at B7 and C7 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/two-corner-connect.sgf
# GNU Go 3.8 agrees.
88 owl_attack A8
#? [0]
# GNU Go 3.8 agrees.
89 owl_defend A8
#? [1 PASS]
# GNU Go 3.8 agrees.
90 dragon_status A8
#? [alive]
# The white group of owl-shapes.tst's two on the side, with the black wall
# open at E7 and F7 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/two-side-connect.sgf
# GNU Go 3.8 agrees.
91 owl_attack C9
#? [1 E7]
# GNU Go 3.8 answers `1 E6` and its owl_does_attack or owl_does_defend
# confirms the other move.
92 owl_defend C9
#? [1 (E6|E7)]
# GNU Go 3.8 answers `critical E7 E6`: the status is asked, not the points.
93 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's straight3 in the corner, with the
# black wall open at C7 and D7 and a living white wall across the board two
# lines below: the group can connect out.
loadsgf games/escape/straight3-corner-connect.sgf
# GNU Go 3.8 agrees.
94 owl_attack A8
#? [0]
# GNU Go 3.8 agrees.
95 owl_defend A8
#? [1 PASS]
# GNU Go 3.8 agrees.
96 dragon_status A8
#? [alive]
# The white group of owl-shapes.tst's straight3 on the side, with the black
# wall open at E7 and F7 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/straight3-side-connect.sgf
# GNU Go 3.8 agrees.
97 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E6`; owl_attack finds no kill, so any move (or none)
# defends.
98 owl_defend C9
#? [1 (E6|PASS)]
# GNU Go 3.8 agrees.
99 dragon_status C9
#? [alive]
# The white group of owl-shapes.tst's bent3 in the corner, with the black
# wall open at B6 and C6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/bent3-corner-connect.sgf
# GNU Go 3.8 agrees.
100 owl_attack A7
#? [0]
# GNU Go 3.8 answers `1 PASS` and its owl_does_attack or owl_does_defend
# confirms the other move.
101 owl_defend A7
#? [1 (PASS|A9)]
# GNU Go 3.8 agrees.
102 dragon_status A7
#? [alive]
# The white group of owl-shapes.tst's bent3 on the side, with the black wall
# open at D6 and E6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/bent3-side-connect.sgf
# GNU Go 3.8 agrees.
103 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E5`; owl_attack finds no kill, so any move (or none)
# defends.
104 owl_defend C9
#? [1 (E5|PASS)]
# GNU Go 3.8 agrees.
105 dragon_status C9
#? [alive]
# The white group of owl-shapes.tst's square4 in the corner, with the black
# wall open at B6 and C6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/square4-corner-connect.sgf
# GNU Go 3.8 agrees.
106 owl_attack A7
#? [0]
# GNU Go 3.8 agrees.
107 owl_defend A7
#? [1 PASS]
# GNU Go 3.8 agrees.
108 dragon_status A7
#? [alive]
# The white group of owl-shapes.tst's square4 on the side, with the black
# wall open at E6 and F6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/square4-side-connect.sgf
# GNU Go 3.8 gives this answer; tesuji answers `1 E6`: an expected failure.
# Why: tesuji's owl kills with E6, which GNU Go's refutes (`owl_does_attack E6
# C9` answers 0: the group connects to the living wall); tesuji's owl agrees
# that F6 kills too (`owl_does_attack F6` answers 1).
109 owl_attack C9
#? [1 F6]*
# GNU Go 3.8 agrees.
110 owl_defend C9
#? [1 E5]
# GNU Go 3.8 answers `critical F6 E5`: the status is asked, not the points.
111 dragon_status C9
#? [critical.*]
# The white group of owl-shapes.tst's pyramid4 in the corner, with the black
# wall open at B6 and C6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/pyramid4-corner-connect.sgf
# GNU Go 3.8 agrees.
112 owl_attack A8
#? [0]
# GNU Go 3.8 agrees.
113 owl_defend A8
#? [1 PASS]
# GNU Go 3.8 agrees.
114 dragon_status A8
#? [alive]
# The white group of owl-shapes.tst's pyramid4 on the side, with the black
# wall open at E6 and F6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/pyramid4-side-connect.sgf
# GNU Go 3.8 agrees.
115 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E5`; owl_attack finds no kill, so any move (or none)
# defends.
116 owl_defend C9
#? [1 (E5|PASS)]
# GNU Go 3.8 agrees.
117 dragon_status C9
#? [alive]
# The white group of owl-shapes.tst's bulky5 in the corner, with the black
# wall open at B6 and C6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/bulky5-corner-connect.sgf
# GNU Go 3.8 agrees.
118 owl_attack A7
#? [0]
# GNU Go 3.8 agrees.
119 owl_defend A7
#? [1 PASS]
# GNU Go 3.8 agrees.
120 dragon_status A7
#? [alive]
# The white group of owl-shapes.tst's bulky5 on the side, with the black
# wall open at E6 and F6 and a living white wall across the board two lines
# below: the group can connect out.
loadsgf games/escape/bulky5-side-connect.sgf
# GNU Go 3.8 agrees.
121 owl_attack C9
#? [0]
# GNU Go 3.8 answers `1 E5`; owl_attack finds no kill, so any move (or none)
# defends.
122 owl_defend C9
#? [1 (E5|PASS)]
# GNU Go 3.8 agrees.
123 dragon_status C9
#? [alive]
