# Owl on the classic eye shapes, composed here: each space in the corner, on
# the side and in the centre, a white group built solidly round it (no
# cutting points, its only liberties inside the space) and a black wall
# round that. For the unsettled shapes, the same position again with White,
# then Black, on the vital point. Answers: the shape's status in one line of
# Go, with GNU Go 3.8 asked the same question. At the end, more shapes: bent
# four round the corner point (the ko of the 2-1 point), a bent five, a five
# with a bump, a zigzag five and a six-point space.

# One: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/one-corner.sgf
# One point of eye space is one eye. GNU Go 3.8 agrees.
1 owl_attack A8
#? [1 A9]
# One point of eye space is one eye. GNU Go 3.8 agrees.
2 owl_defend A8
#? [0]
# One point of eye space is one eye. GNU Go 3.8 agrees.
3 dragon_status A8
#? [dead]
# One: a white group on the upper side enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/one-side.sgf
# One point of eye space is one eye. GNU Go 3.8 agrees.
4 owl_attack D9
#? [1 E9]
# One point of eye space is one eye. GNU Go 3.8 agrees.
5 owl_defend D9
#? [0]
# One point of eye space is one eye. GNU Go 3.8 agrees.
6 dragon_status D9
#? [dead]
# One: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/one-centre.sgf
# One point of eye space is one eye. GNU Go 3.8 agrees.
7 owl_attack E7
#? [1 F6]
# One point of eye space is one eye. GNU Go 3.8 agrees.
8 owl_defend E7
#? [0]
# One point of eye space is one eye. GNU Go 3.8 agrees.
9 dragon_status E7
#? [dead]
# Two: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/two-corner.sgf
# Two points make one eye. GNU Go 3.8 agrees.
# A9 kills too (GNU Go 3.8: owl_does_attack A9 A8 answers 1).
10 owl_attack A8
#? [1 (B9|A9)]
# Two points make one eye. GNU Go 3.8 agrees.
11 owl_defend A8
#? [0]
# Two points make one eye. GNU Go 3.8 agrees.
12 dragon_status A8
#? [dead]
# Two: a white group on the upper side enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/two-side.sgf
# Two points make one eye. GNU Go 3.8 agrees.
13 owl_attack C9
#? [1 D9]
# Two points make one eye. GNU Go 3.8 agrees.
14 owl_defend C9
#? [0]
# Two points make one eye. GNU Go 3.8 agrees.
15 dragon_status C9
#? [dead]
# Two: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/two-centre.sgf
# Two points make one eye. GNU Go 3.8 agrees.
16 owl_attack D7
#? [1 E6]
# Two points make one eye. GNU Go 3.8 agrees.
17 owl_defend D7
#? [0]
# Two points make one eye. GNU Go 3.8 agrees.
18 dragon_status D7
#? [dead]
# Straight three: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight3-corner.sgf
# Straight three: the middle point decides. GNU Go 3.8 agrees.
19 owl_attack A8
#? [1 B9]
# Straight three: the middle point decides. GNU Go 3.8 agrees.
20 owl_defend A8
#? [1 B9]
# Straight three: the middle point decides. GNU Go 3.8 answers `critical B9
# B9`: the status is asked, not the points.
21 dragon_status A8
#? [critical.*]
# Straight three: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point B9.
loadsgf games/shapes/straight3-corner-live.sgf
# Straight three: the middle point decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
22 owl_attack A8
#? [0]
# Straight three: the middle point decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
23 owl_defend A8
#? [1 PASS]
# Straight three: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point B9.
loadsgf games/shapes/straight3-corner-kill.sgf
# Straight three: the middle point decides, and Black has played it: one eye
# at most. GNU Go 3.8 answers `1 C9` and its owl_does_attack or
# owl_does_defend confirms the other move.
24 owl_attack A8
#? [1 (C9|A9)]
# Straight three: the middle point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
25 owl_defend A8
#? [0]
# Straight three: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/straight3-side.sgf
# Straight three: the middle point decides. GNU Go 3.8 agrees.
26 owl_attack C9
#? [1 E9]
# Straight three: the middle point decides. GNU Go 3.8 agrees.
27 owl_defend C9
#? [1 E9]
# Straight three: the middle point decides. GNU Go 3.8 answers `critical E9
# E9`: the status is asked, not the points.
28 dragon_status C9
#? [critical.*]
# Straight three: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; White has taken the vital point E9.
loadsgf games/shapes/straight3-side-live.sgf
# Straight three: the middle point decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
29 owl_attack C9
#? [0]
# Straight three: the middle point decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
30 owl_defend C9
#? [1 PASS]
# Straight three: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; Black has taken the vital point E9.
loadsgf games/shapes/straight3-side-kill.sgf
# Straight three: the middle point decides, and Black has played it: one eye
# at most. GNU Go 3.8 answers `1 D9` and its owl_does_attack or
# owl_does_defend confirms the other move.
31 owl_attack C9
#? [1 (D9|F9)]
# Straight three: the middle point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
32 owl_defend C9
#? [0]
# Straight three: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight3-centre.sgf
# Straight three: the middle point decides. GNU Go 3.8 agrees.
33 owl_attack D7
#? [1 F6]
# Straight three: the middle point decides. GNU Go 3.8 agrees.
34 owl_defend D7
#? [1 F6]
# Straight three: the middle point decides. GNU Go 3.8 answers `critical F6
# F6`: the status is asked, not the points.
35 dragon_status D7
#? [critical.*]
# Straight three: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point F6.
loadsgf games/shapes/straight3-centre-live.sgf
# Straight three: the middle point decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
36 owl_attack D7
#? [0]
# Straight three: the middle point decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
37 owl_defend D7
#? [1 PASS]
# Straight three: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point F6.
loadsgf games/shapes/straight3-centre-kill.sgf
# Straight three: the middle point decides, and Black has played it: one eye
# at most. GNU Go 3.8 answers `1 E6` and its owl_does_attack or
# owl_does_defend confirms the other move.
38 owl_attack D7
#? [1 (E6|G6)]
# Straight three: the middle point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
39 owl_defend D7
#? [0]
# Bent three: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent3-corner.sgf
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
40 owl_attack A7
#? [1 A9]
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
41 owl_defend A7
#? [1 A9]
# Bent three: the point at the bend decides. GNU Go 3.8 answers `critical A9
# A9`: the status is asked, not the points.
42 dragon_status A7
#? [critical.*]
# Bent three: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point A9.
loadsgf games/shapes/bent3-corner-live.sgf
# Bent three: the point at the bend decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
43 owl_attack A7
#? [0]
# Bent three: the point at the bend decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
44 owl_defend A7
#? [1 PASS]
# Bent three: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point A9.
loadsgf games/shapes/bent3-corner-kill.sgf
# Bent three: the point at the bend decides, and Black has played it: one
# eye at most. GNU Go 3.8 answers `1 B9` and its owl_does_attack or
# owl_does_defend confirms the other move.
45 owl_attack A7
#? [1 (B9|A8)]
# Bent three: the point at the bend decides, and Black has played it: one
# eye at most. GNU Go 3.8 agrees.
46 owl_defend A7
#? [0]
# Bent three: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/bent3-side.sgf
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
47 owl_attack C9
#? [1 D9]
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
48 owl_defend C9
#? [1 D9]
# Bent three: the point at the bend decides. GNU Go 3.8 answers `critical D9
# D9`: the status is asked, not the points.
49 dragon_status C9
#? [critical.*]
# Bent three: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point D9.
loadsgf games/shapes/bent3-side-live.sgf
# Bent three: the point at the bend decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
50 owl_attack C9
#? [0]
# Bent three: the point at the bend decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
51 owl_defend C9
#? [1 PASS]
# Bent three: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point D9.
loadsgf games/shapes/bent3-side-kill.sgf
# Bent three: the point at the bend decides, and Black has played it: one
# eye at most. GNU Go 3.8 agrees.
52 owl_attack C9
#? [1 D8]
# Bent three: the point at the bend decides, and Black has played it: one
# eye at most. GNU Go 3.8 agrees.
53 owl_defend C9
#? [0]
# Bent three: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent3-centre.sgf
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
54 owl_attack D8
#? [1 E7]
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
55 owl_defend D8
#? [1 E7]
# Bent three: the point at the bend decides. GNU Go 3.8 answers `critical E7
# E7`: the status is asked, not the points.
56 dragon_status D8
#? [critical.*]
# Bent three: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point E7.
loadsgf games/shapes/bent3-centre-live.sgf
# Bent three: the point at the bend decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
57 owl_attack D8
#? [0]
# Bent three: the point at the bend decides, and White has played it: two
# eyes. GNU Go 3.8 agrees.
58 owl_defend D8
#? [1 PASS]
# Bent three: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point E7.
loadsgf games/shapes/bent3-centre-kill.sgf
# Bent three: the point at the bend decides, and Black has played it: one
# eye at most. GNU Go 3.8 agrees.
# E6 kills too (GNU Go 3.8: owl_does_attack E6 D8 answers 1).
59 owl_attack D8
#? [1 (F7|E6)]
# Bent three: the point at the bend decides, and Black has played it: one
# eye at most. GNU Go 3.8 agrees.
60 owl_defend D8
#? [0]
# Straight four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight4-corner.sgf
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
61 owl_attack A8
#? [0]
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
62 owl_defend A8
#? [1 PASS]
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
63 dragon_status A8
#? [alive]
# Straight four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/straight4-side.sgf
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
64 owl_attack B9
#? [0]
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
65 owl_defend B9
#? [1 PASS]
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
66 dragon_status B9
#? [alive]
# Straight four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight4-centre.sgf
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
67 owl_attack C7
#? [0]
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
68 owl_defend C7
#? [1 PASS]
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
69 dragon_status C7
#? [alive]
# Bent four: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent4-corner.sgf
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
70 owl_attack A8
#? [0]
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
71 owl_defend A8
#? [1 PASS]
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
72 dragon_status A8
#? [alive]
# Bent four: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/bent4-side.sgf
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
73 owl_attack C9
#? [0]
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
74 owl_defend C9
#? [1 PASS]
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
75 dragon_status C9
#? [alive]
# Bent four: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent4-centre.sgf
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
76 owl_attack D8
#? [0]
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
77 owl_defend D8
#? [1 PASS]
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
78 dragon_status D8
#? [alive]
# Zigzag four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/zigzag4-corner.sgf
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
79 owl_attack A8
#? [0]
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
80 owl_defend A8
#? [1 PASS]
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
81 dragon_status A8
#? [alive]
# Zigzag four: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/zigzag4-side.sgf
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
82 owl_attack C9
#? [0]
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
83 owl_defend C9
#? [1 PASS]
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
84 dragon_status C9
#? [alive]
# Zigzag four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/zigzag4-centre.sgf
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
85 owl_attack D8
#? [0]
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
86 owl_defend D8
#? [1 PASS]
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
87 dragon_status D8
#? [alive]
# Square four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square4-corner.sgf
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
88 owl_attack A7
#? [1 B9]
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
89 owl_defend A7
#? [0]
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
90 dragon_status A7
#? [dead]
# Square four: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square4-side.sgf
# Square four is one eye whoever plays first. GNU Go 3.8 answers `1 E8` and
# its owl_does_attack or owl_does_defend confirms the other move.
91 owl_attack C9
#? [1 (E8|D9)]
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
92 owl_defend C9
#? [0]
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
93 dragon_status C9
#? [dead]
# Square four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square4-centre.sgf
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
# F6 kills too (GNU Go 3.8: owl_does_attack F6 D8 answers 1).
94 owl_attack D8
#? [1 (E7|F6)]
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
95 owl_defend D8
#? [0]
# Square four is one eye whoever plays first. GNU Go 3.8 agrees.
96 dragon_status D8
#? [dead]
# Pyramid four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/pyramid4-corner.sgf
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
97 owl_attack A8
#? [1 B9]
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
98 owl_defend A8
#? [1 B9]
# Pyramid four: the centre point decides. GNU Go 3.8 answers `critical B9
# B9`: the status is asked, not the points.
99 dragon_status A8
#? [critical.*]
# Pyramid four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point B9.
loadsgf games/shapes/pyramid4-corner-live.sgf
# Pyramid four: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
100 owl_attack A8
#? [0]
# Pyramid four: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
101 owl_defend A8
#? [1 PASS]
# Pyramid four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point B9.
loadsgf games/shapes/pyramid4-corner-kill.sgf
# Pyramid four: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
102 owl_attack A8
#? [1 B8]
# Pyramid four: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
103 owl_defend A8
#? [0]
# Pyramid four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/pyramid4-side.sgf
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
104 owl_attack C9
#? [1 E9]
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
105 owl_defend C9
#? [1 E9]
# Pyramid four: the centre point decides. GNU Go 3.8 answers `critical E9
# E9`: the status is asked, not the points.
106 dragon_status C9
#? [critical.*]
# Pyramid four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; White has taken the vital point E9.
loadsgf games/shapes/pyramid4-side-live.sgf
# Pyramid four: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
107 owl_attack C9
#? [0]
# Pyramid four: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
108 owl_defend C9
#? [1 PASS]
# Pyramid four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; Black has taken the vital point E9.
loadsgf games/shapes/pyramid4-side-kill.sgf
# Pyramid four: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
109 owl_attack C9
#? [1 E8]
# Pyramid four: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
110 owl_defend C9
#? [0]
# Pyramid four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/pyramid4-centre.sgf
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
111 owl_attack D8
#? [1 F7]
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
112 owl_defend D8
#? [1 F7]
# Pyramid four: the centre point decides. GNU Go 3.8 answers `critical F7
# F7`: the status is asked, not the points.
113 dragon_status D8
#? [critical.*]
# Pyramid four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point F7.
loadsgf games/shapes/pyramid4-centre-live.sgf
# Pyramid four: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
114 owl_attack D8
#? [0]
# Pyramid four: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
115 owl_defend D8
#? [1 PASS]
# Pyramid four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point F7.
loadsgf games/shapes/pyramid4-centre-kill.sgf
# Pyramid four: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
# F6 kills too (GNU Go 3.8: owl_does_attack F6 D8 answers 1).
116 owl_attack D8
#? [1 (E7|F6)]
# Pyramid four: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
117 owl_defend D8
#? [0]
# Bulky five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bulky5-corner.sgf
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
118 owl_attack A7
#? [1 B9]
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
119 owl_defend A7
#? [1 B9]
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 answers `critical B9 B9`: the status is asked, not the points.
120 dragon_status A7
#? [critical.*]
# Bulky five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point B9.
loadsgf games/shapes/bulky5-corner-live.sgf
# Bulky five: the vital point next to the square's extension decides, and
# White has played it: two eyes. GNU Go 3.8 agrees.
121 owl_attack A7
#? [0]
# Bulky five: the vital point next to the square's extension decides, and
# White has played it: two eyes. GNU Go 3.8 agrees.
122 owl_defend A7
#? [1 PASS]
# Bulky five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point B9.
loadsgf games/shapes/bulky5-corner-kill.sgf
# Bulky five: the vital point next to the square's extension decides, and
# Black has played it: one eye at most. GNU Go 3.8 agrees.
123 owl_attack A7
#? [1 A8]
# Bulky five: the vital point next to the square's extension decides, and
# Black has played it: one eye at most. GNU Go 3.8 agrees.
124 owl_defend A7
#? [0]
# Bulky five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/bulky5-side.sgf
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
125 owl_attack C9
#? [1 E9]
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 answers `1 E9` and its owl_does_attack or owl_does_defend confirms the
# other move.
126 owl_defend C9
#? [1 (E9|E8)]
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 answers `critical E9 E9`: the status is asked, not the points.
127 dragon_status C9
#? [critical.*]
# Bulky five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point E9.
loadsgf games/shapes/bulky5-side-live.sgf
# Bulky five: the vital point next to the square's extension decides, and
# White has played it: two eyes. GNU Go 3.8 agrees.
128 owl_attack C9
#? [0]
# Bulky five: the vital point next to the square's extension decides, and
# White has played it: two eyes. GNU Go 3.8 agrees.
129 owl_defend C9
#? [1 PASS]
# Bulky five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point E9.
loadsgf games/shapes/bulky5-side-kill.sgf
# Bulky five: the vital point next to the square's extension decides, and
# Black has played it: one eye at most. GNU Go 3.8 answers `1 D8` and its
# owl_does_attack or owl_does_defend confirms the other move.
# E8 kills too (GNU Go 3.8: owl_does_attack E8 C9 answers 1).
130 owl_attack C9
#? [1 (D8|D9|E8)]
# Bulky five: the vital point next to the square's extension decides, and
# Black has played it: one eye at most. GNU Go 3.8 agrees.
131 owl_defend C9
#? [0]
# Bulky five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bulky5-centre.sgf
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
132 owl_attack D8
#? [1 F7]
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
133 owl_defend D8
#? [1 F7]
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 answers `critical F7 F7`: the status is asked, not the points.
134 dragon_status D8
#? [critical.*]
# Bulky five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point F7.
loadsgf games/shapes/bulky5-centre-live.sgf
# Bulky five: the vital point next to the square's extension decides, and
# White has played it: two eyes. GNU Go 3.8 agrees.
135 owl_attack D8
#? [0]
# Bulky five: the vital point next to the square's extension decides, and
# White has played it: two eyes. GNU Go 3.8 agrees.
136 owl_defend D8
#? [1 PASS]
# Bulky five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point F7.
loadsgf games/shapes/bulky5-centre-kill.sgf
# Bulky five: the vital point next to the square's extension decides, and
# Black has played it: one eye at most. GNU Go 3.8 answers `1 E6` and its
# owl_does_attack or owl_does_defend confirms the other move.
# F6 kills too (GNU Go 3.8: owl_does_attack F6 D8 answers 1).
137 owl_attack D8
#? [1 (E6|E7|F6)]
# Bulky five: the vital point next to the square's extension decides, and
# Black has played it: one eye at most. GNU Go 3.8 agrees.
138 owl_defend D8
#? [0]
# Cross five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/cross5-corner.sgf
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
139 owl_attack A9
#? [1 B8]
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
140 owl_defend A9
#? [1 B8]
# Crossed five: the centre point decides. GNU Go 3.8 answers `critical B8
# B8`: the status is asked, not the points.
141 dragon_status A9
#? [critical.*]
# Cross five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point B8.
loadsgf games/shapes/cross5-corner-live.sgf
# Crossed five: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
142 owl_attack A9
#? [0]
# Crossed five: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
143 owl_defend A9
#? [1 PASS]
# Cross five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point B8.
loadsgf games/shapes/cross5-corner-kill.sgf
# Crossed five: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 answers `1 A8` and its owl_does_attack or
# owl_does_defend confirms the other move.
144 owl_attack A9
#? [1 (A8|B9)]
# Crossed five: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
145 owl_defend A9
#? [0]
# Cross five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/cross5-side.sgf
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
146 owl_attack C9
#? [1 E8]
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
147 owl_defend C9
#? [1 E8]
# Crossed five: the centre point decides. GNU Go 3.8 answers `critical E8
# E8`: the status is asked, not the points.
148 dragon_status C9
#? [critical.*]
# Cross five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point E8.
loadsgf games/shapes/cross5-side-live.sgf
# Crossed five: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
149 owl_attack C9
#? [0]
# Crossed five: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
150 owl_defend C9
#? [1 PASS]
# Cross five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point E8.
loadsgf games/shapes/cross5-side-kill.sgf
# Crossed five: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 answers `1 D8` and its owl_does_attack or
# owl_does_defend confirms the other move.
# E7 kills too (GNU Go 3.8: owl_does_attack E7 C9 answers 1).
151 owl_attack C9
#? [1 (D8|E9|E7)]
# Crossed five: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
152 owl_defend C9
#? [0]
# Cross five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/cross5-centre.sgf
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
153 owl_attack D7
#? [1 F6]
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
154 owl_defend D7
#? [1 F6]
# Crossed five: the centre point decides. GNU Go 3.8 answers `critical F6
# F6`: the status is asked, not the points.
155 dragon_status D7
#? [critical.*]
# Cross five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point F6.
loadsgf games/shapes/cross5-centre-live.sgf
# Crossed five: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
156 owl_attack D7
#? [0]
# Crossed five: the centre point decides, and White has played it: two eyes.
# GNU Go 3.8 agrees.
157 owl_defend D7
#? [1 PASS]
# Cross five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point F6.
loadsgf games/shapes/cross5-centre-kill.sgf
# Crossed five: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
# F5 kills too (GNU Go 3.8: owl_does_attack F5 D7 answers 1).
158 owl_attack D7
#? [1 (F7|F5)]
# Crossed five: the centre point decides, and Black has played it: one eye
# at most. GNU Go 3.8 agrees.
159 owl_defend D7
#? [0]
# Straight five: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight5-corner.sgf
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
160 owl_attack A8
#? [0]
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
161 owl_defend A8
#? [1 PASS]
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
162 dragon_status A8
#? [alive]
# Straight five: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/straight5-side.sgf
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
163 owl_attack B9
#? [0]
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
164 owl_defend B9
#? [1 PASS]
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
165 dragon_status B9
#? [alive]
# Straight five: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight5-centre.sgf
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
166 owl_attack C7
#? [0]
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
167 owl_defend C7
#? [1 PASS]
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
168 dragon_status C7
#? [alive]
# Rabbity six: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rabbity6-corner.sgf
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
169 owl_attack A9
#? [1 B8]
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
170 owl_defend A9
#? [1 B8]
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 answers
# `critical B8 B8`: the status is asked, not the points.
171 dragon_status A9
#? [critical.*]
# Rabbity six: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point B8.
loadsgf games/shapes/rabbity6-corner-live.sgf
# Rabbity six: the point with four neighbours decides, and White has played
# it: two eyes. GNU Go 3.8 agrees.
172 owl_attack A9
#? [0]
# Rabbity six: the point with four neighbours decides, and White has played
# it: two eyes. GNU Go 3.8 agrees.
173 owl_defend A9
#? [1 PASS]
# Rabbity six: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point B8.
loadsgf games/shapes/rabbity6-corner-kill.sgf
# Rabbity six: the point with four neighbours decides, and Black has played
# it: one eye at most. GNU Go 3.8 agrees.
174 owl_attack A9
#? [1 B9]
# Rabbity six: the point with four neighbours decides, and Black has played
# it: one eye at most. GNU Go 3.8 agrees.
175 owl_defend A9
#? [0]
# Rabbity six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rabbity6-side.sgf
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
176 owl_attack C9
#? [1 E8]
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
177 owl_defend C9
#? [1 E8]
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 answers
# `critical E8 E8`: the status is asked, not the points.
178 dragon_status C9
#? [critical.*]
# Rabbity six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point E8.
loadsgf games/shapes/rabbity6-side-live.sgf
# Rabbity six: the point with four neighbours decides, and White has played
# it: two eyes. GNU Go 3.8 agrees.
179 owl_attack C9
#? [0]
# Rabbity six: the point with four neighbours decides, and White has played
# it: two eyes. GNU Go 3.8 agrees.
180 owl_defend C9
#? [1 PASS]
# Rabbity six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point E8.
loadsgf games/shapes/rabbity6-side-kill.sgf
# Rabbity six: the point with four neighbours decides, and Black has played
# it: one eye at most. GNU Go 3.8 answers `1 PASS` and its owl_does_attack
# or owl_does_defend confirms the other move.
# E9 kills too (GNU Go 3.8: owl_does_attack E9 C9 answers 1).
181 owl_attack C9
#? [1 (PASS|F8|E9)]
# Rabbity six: the point with four neighbours decides, and Black has played
# it: one eye at most. GNU Go 3.8 agrees.
182 owl_defend C9
#? [0]
# Rabbity six: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rabbity6-centre.sgf
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
183 owl_attack D7
#? [1 F6]
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
184 owl_defend D7
#? [1 F6]
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 answers
# `critical F6 F6`: the status is asked, not the points.
185 dragon_status D7
#? [critical.*]
# Rabbity six: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point F6.
loadsgf games/shapes/rabbity6-centre-live.sgf
# Rabbity six: the point with four neighbours decides, and White has played
# it: two eyes. GNU Go 3.8 agrees.
186 owl_attack D7
#? [0]
# Rabbity six: the point with four neighbours decides, and White has played
# it: two eyes. GNU Go 3.8 agrees.
187 owl_defend D7
#? [1 PASS]
# Rabbity six: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point F6.
loadsgf games/shapes/rabbity6-centre-kill.sgf
# Rabbity six: the point with four neighbours decides, and Black has played
# it: one eye at most. GNU Go 3.8 answers `1 PASS` and its owl_does_attack
# or owl_does_defend confirms the other move.
# F7 kills too (GNU Go 3.8: owl_does_attack F7 D7 answers 1).
188 owl_attack D7
#? [1 (PASS|G6|F7)]
# Rabbity six: the point with four neighbours decides, and Black has played
# it: one eye at most. GNU Go 3.8 agrees.
189 owl_defend D7
#? [0]
# Rect six: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/rect6-corner.sgf
# Rectangular six in the corner with no outside liberty: not alive as it
# stands, White must answer Black's attack. GNU Go 3.8 agrees.
190 owl_attack A7
#? [1 B8]
# Rectangular six in the corner with no outside liberty: not alive as it
# stands, White must answer Black's attack. GNU Go 3.8 answers `1 B9` and
# its owl_does_attack or owl_does_defend confirms the other move.
191 owl_defend A7
#? [1 (B9|B8)]
# Rectangular six in the corner with no outside liberty: not alive as it
# stands, White must answer Black's attack. GNU Go 3.8 answers `critical B8
# B9`: the status is asked, not the points.
192 dragon_status A7
#? [critical.*]
# Rect six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect6-side.sgf
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
193 owl_attack C9
#? [0]
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
194 owl_defend C9
#? [1 PASS]
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
195 dragon_status C9
#? [alive]
# Rect six: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/rect6-centre.sgf
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
196 owl_attack D8
#? [0]
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
197 owl_defend D8
#? [1 PASS]
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
198 dragon_status D8
#? [alive]
# Square nine: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square9-corner.sgf
# A nine-point square space in the corner with no outside liberty. Black's
# placement in the centre at B8 fails: White answers at C8 and lives.
# Tesuji's solver proves that White lives even with Black to move (owl_defend
# answers a proved `1 PASS`), and GNU Go 3.8's own owl_attack after B8 C8
# answers 0. GNU Go 3.8 answers `1 B8`.
199 owl_attack A6
#? [0]
# A nine-point square space in the corner with no outside liberty: alive as
# it stands, Black's placement at B8 answered at C8. Tesuji's solver proves
# it, and GNU Go 3.8's own owl_attack after B8 C8 answers 0. GNU Go 3.8
# answers `1 B8` (its owl_defend after B8 answers 0, which its own reading
# after C8 contradicts).
200 owl_defend A6
#? [1 PASS]
# A nine-point square space in the corner with no outside liberty: alive
# (tests 199 and 200). GNU Go 3.8 agrees.
201 dragon_status A6
#? [alive]
# Square nine: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square9-side.sgf
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 agrees.
202 owl_attack C9
#? [0]
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 answers `1 E8`; owl_attack finds no kill, so any move (or none)
# defends.
203 owl_defend C9
#? [1 (E8|PASS)]
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 agrees.
204 dragon_status C9
#? [alive]
# Square nine: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square9-centre.sgf
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 agrees.
205 owl_attack D8
#? [0]
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 agrees.
206 owl_defend D8
#? [1 PASS]
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 agrees.
207 dragon_status D8
#? [alive]
# Rect twelve: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect12-corner.sgf
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
208 owl_attack A6
#? [0]
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# answers `1 C8`; owl_attack finds no kill, so any move (or none) defends.
209 owl_defend A6
#? [1 (C8|PASS)]
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
210 dragon_status A6
#? [alive]
# Rect twelve: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect12-side.sgf
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
211 owl_attack B9
#? [0]
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# answers `1 E8` and its owl_does_attack or owl_does_defend confirms the
# other move.
212 owl_defend B9
#? [1 (E8|C8|PASS)]
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
213 dragon_status B9
#? [alive]
# Rect twelve: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect12-centre.sgf
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
214 owl_attack C8
#? [0]
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# answers `1 PASS` and its owl_does_attack or owl_does_defend confirms the
# other move.
215 owl_defend C8
#? [1 (PASS|E7)]
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
216 dragon_status C8
#? [alive]
# Four points bent round the corner point: a white group in the corner
# enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfour-corner.sgf
# Bent four round the corner point with no outside liberty: Black's
# placement on the 2-1 point makes a ko, and White's move there or in the
# corner lives. GNU Go 3.8 agrees.
217 owl_attack A7
#? [2 B9]
# Bent four round the corner point with no outside liberty: Black's
# placement on the 2-1 point makes a ko, and White's move there or in the
# corner lives. GNU Go 3.8 answers `1 A9` and its owl_does_attack or
# owl_does_defend confirms the other move.
218 owl_defend A7
#? [1 (A9|B9)]
# Bent four round the corner point with no outside liberty: Black's
# placement on the 2-1 point makes a ko, and White's move there or in the
# corner lives. GNU Go 3.8 answers `critical B9 A9`: the status is asked,
# not the points.
219 dragon_status A7
#? [critical.*]
# Four points bent round the corner point: a white group on the upper side
# enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfour-side.sgf
# Bent four away from the corner: two eyes whoever plays first. GNU Go 3.8
# agrees.
220 owl_attack C9
#? [0]
# Bent four away from the corner: two eyes whoever plays first. GNU Go 3.8
# agrees.
221 owl_defend C9
#? [1 PASS]
# Bent four away from the corner: two eyes whoever plays first. GNU Go 3.8
# agrees.
222 dragon_status C9
#? [alive]
# Four points bent round the corner point: a white group in the centre
# enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfour-centre.sgf
# Bent four away from the corner: two eyes whoever plays first. GNU Go 3.8
# agrees.
223 owl_attack D8
#? [0]
# Bent four away from the corner: two eyes whoever plays first. GNU Go 3.8
# agrees.
224 owl_defend D8
#? [1 PASS]
# Bent four away from the corner: two eyes whoever plays first. GNU Go 3.8
# agrees.
225 dragon_status D8
#? [alive]
# Five points, four in a line and one bent off the end: a white group in the
# corner enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfive-corner.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
226 owl_attack A7
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
227 owl_defend A7
#? [1 PASS]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
228 dragon_status A7
#? [alive]
# Five points, four in a line and one bent off the end: a white group on the
# upper side enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfive-side.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
229 owl_attack B9
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
230 owl_defend B9
#? [1 PASS]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
231 dragon_status B9
#? [alive]
# Five points, four in a line and one bent off the end: a white group in the
# centre enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfive-centre.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
232 owl_attack C8
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
233 owl_defend C8
#? [1 PASS]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
234 dragon_status C8
#? [alive]
# Six points, a square of four with one point beyond it on each of two
# sides: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/six-corner.sgf
# GNU Go 3.8 gives this answer, and the solver proves it (owl's own
# search, owl_solver=off, answers `1 B9`).
235 owl_attack A6
#? [0]
# GNU Go 3.8 answers `1 PASS` and its owl_does_attack or owl_does_defend
# confirms the other move.
236 owl_defend A6
#? [1 (PASS|B9)]
# GNU Go 3.8 gives this answer, and the solver proves that no kill
# works (owl's own search, owl_solver=off, answers `critical B9 B9`).
237 dragon_status A6
#? [alive]
# Six points, a square of four with one point beyond it on each of two
# sides: a white group on the upper side enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/six-side.sgf
# This six-point space has no single vital point: two eyes whoever plays
# first. GNU Go 3.8 agrees.
238 owl_attack C9
#? [0]
# This six-point space has no single vital point: two eyes whoever plays
# first. GNU Go 3.8 agrees.
239 owl_defend C9
#? [1 PASS]
# This six-point space has no single vital point: two eyes whoever plays
# first. GNU Go 3.8 agrees.
240 dragon_status C9
#? [alive]
# Six points, a square of four with one point beyond it on each of two
# sides: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/six-centre.sgf
# This six-point space has no single vital point: two eyes whoever plays
# first. GNU Go 3.8 agrees.
241 owl_attack D8
#? [0]
# This six-point space has no single vital point: two eyes whoever plays
# first. GNU Go 3.8 agrees.
242 owl_defend D8
#? [1 PASS]
# This six-point space has no single vital point: two eyes whoever plays
# first. GNU Go 3.8 agrees.
243 dragon_status D8
#? [alive]
# Five points, four in a line and one beside the second: a white group in
# the corner enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/tfive-corner.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
244 owl_attack A8
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 answers `1 B9`; owl_attack finds no kill, so any move (or none)
# defends.
245 owl_defend A8
#? [1 (B9|PASS)]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
246 dragon_status A8
#? [alive]
# Five points, four in a line and one beside the second: a white group on
# the upper side enclosed by a black wall, its only liberties inside the
# space.
loadsgf games/shapes/tfive-side.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
247 owl_attack B9
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 answers `1 D9`; owl_attack finds no kill, so any move (or none)
# defends.
248 owl_defend B9
#? [1 (D9|PASS)]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
249 dragon_status B9
#? [alive]
# Five points, four in a line and one beside the second: a white group in
# the centre enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/tfive-centre.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
250 owl_attack C8
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 answers `1 E7`; owl_attack finds no kill, so any move (or none)
# defends.
251 owl_defend C8
#? [1 (E7|PASS)]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
252 dragon_status C8
#? [alive]
# Five points in a zigzag: a white group in the corner enclosed by a black
# wall, its only liberties inside the space.
loadsgf games/shapes/zfive-corner.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
253 owl_attack A8
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
254 owl_defend A8
#? [1 PASS]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
255 dragon_status A8
#? [alive]
# Five points in a zigzag: a white group on the upper side enclosed by a
# black wall, its only liberties inside the space.
loadsgf games/shapes/zfive-side.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
256 owl_attack B9
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
257 owl_defend B9
#? [1 PASS]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
258 dragon_status B9
#? [alive]
# Five points in a zigzag: a white group in the centre enclosed by a black
# wall, its only liberties inside the space.
loadsgf games/shapes/zfive-centre.sgf
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
259 owl_attack C8
#? [0]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
260 owl_defend C8
#? [1 PASS]
# Five points with two vital points, miai: two eyes whoever plays first. GNU
# Go 3.8 agrees.
261 dragon_status C8
#? [alive]
