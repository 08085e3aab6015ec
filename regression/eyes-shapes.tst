# eval_eye on the eye spaces of owl-shapes.tst's positions, the later shapes
# at the end (the same composed SGF files): max and min eyes, then the
# attack and defence points when they differ. A dead group's space counts
# for the wall round it, as GNU Go 3.8 counts it. Answers: GNU Go 3.8 asked
# the same.

# One: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/one-corner.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
1 eval_eye A9
#? [1 1]
# One: a white group on the upper side enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/one-side.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
2 eval_eye E9
#? [2 2]
# One: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/one-centre.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
3 eval_eye F6
#? [2 2]
# Two: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/two-corner.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
4 eval_eye A9
#? [1 2 B9 B9]
# Two: a white group on the upper side enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/two-side.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
5 eval_eye D9
#? [2 2]
# Two: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/two-centre.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
6 eval_eye E6
#? [2 2]
# Straight three: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight3-corner.sgf
# Straight three: the middle point decides. GNU Go 3.8 agrees.
7 eval_eye A9
#? [1 2 B9 B9]
# Straight three: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point B9.
loadsgf games/shapes/straight3-corner-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
8 eval_eye A9
#? [1 1]
# Straight three: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point B9.
loadsgf games/shapes/straight3-corner-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
9 eval_eye A9
#? [2 2]
# Straight three: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/straight3-side.sgf
# Straight three: the middle point decides. GNU Go 3.8 agrees.
10 eval_eye D9
#? [1 2 E9 E9]
# Straight three: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; White has taken the vital point E9.
loadsgf games/shapes/straight3-side-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
11 eval_eye D9
#? [1 1]
# Straight three: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; Black has taken the vital point E9.
loadsgf games/shapes/straight3-side-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
12 eval_eye D9
#? [2 2]
# Straight three: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight3-centre.sgf
# Straight three: the middle point decides. GNU Go 3.8 agrees.
13 eval_eye E6
#? [1 2 F6 F6]
# Straight three: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point F6.
loadsgf games/shapes/straight3-centre-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
14 eval_eye E6
#? [1 1]
# Straight three: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point F6.
loadsgf games/shapes/straight3-centre-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
15 eval_eye E6
#? [2 2]
# Bent three: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent3-corner.sgf
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
16 eval_eye A9
#? [1 2 A9 A9]
# Bent three: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point A9.
loadsgf games/shapes/bent3-corner-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
17 eval_eye B9
#? [1 1]
# Bent three: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point A9.
loadsgf games/shapes/bent3-corner-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
18 eval_eye B9
#? [2 2]
# Bent three: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/bent3-side.sgf
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
19 eval_eye D9
#? [1 2 D9 D9]
# Bent three: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point D9.
loadsgf games/shapes/bent3-side-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
20 eval_eye E9
#? [1 1]
# Bent three: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point D9.
loadsgf games/shapes/bent3-side-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
21 eval_eye E9
#? [2 2]
# Bent three: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent3-centre.sgf
# Bent three: the point at the bend decides. GNU Go 3.8 agrees.
22 eval_eye E7
#? [1 2 E7 E7]
# Bent three: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point E7.
loadsgf games/shapes/bent3-centre-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
23 eval_eye F7
#? [1 1]
# Bent three: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point E7.
loadsgf games/shapes/bent3-centre-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
24 eval_eye F7
#? [2 2]
# Straight four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight4-corner.sgf
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
25 eval_eye A9
#? [2 2]
# Straight four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/straight4-side.sgf
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
26 eval_eye C9
#? [2 2]
# Straight four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight4-centre.sgf
# Straight four: two eyes whoever plays first. GNU Go 3.8 agrees.
27 eval_eye D6
#? [2 2]
# Bent four: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent4-corner.sgf
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
28 eval_eye A9
#? [2 2]
# Bent four: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/bent4-side.sgf
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
29 eval_eye D9
#? [2 2]
# Bent four: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bent4-centre.sgf
# Bent four away from the corner point: two eyes whoever plays first. GNU Go
# 3.8 agrees.
30 eval_eye E7
#? [2 2]
# Zigzag four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/zigzag4-corner.sgf
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
31 eval_eye A9
#? [2 2]
# Zigzag four: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/zigzag4-side.sgf
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
32 eval_eye D9
#? [2 2]
# Zigzag four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/zigzag4-centre.sgf
# Zigzag four: two miai vital points, alive. GNU Go 3.8 agrees.
33 eval_eye E7
#? [2 2]
# Square four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square4-corner.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 gives this answer; tesuji answers `1 1`: an expected
# failure.
# Why: tesuji's space is the same nine points (five of them the dead white
# stones), but its eye solver, which plays the local game with those stones
# still on the board, values it at one eye whoever moves first (value 1111);
# GNU Go's gives two.
34 eval_eye A9
#? [2 2]*
# Square four: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square4-side.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
35 eval_eye D9
#? [2 2]
# Square four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square4-centre.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
36 eval_eye E7
#? [2 2]
# Pyramid four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/pyramid4-corner.sgf
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
37 eval_eye A9
#? [1 2 B9 B9]
# Pyramid four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point B9.
loadsgf games/shapes/pyramid4-corner-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
38 eval_eye A9
#? [1 1]
# Pyramid four: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point B9.
loadsgf games/shapes/pyramid4-corner-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
39 eval_eye A9
#? [2 2]
# Pyramid four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/pyramid4-side.sgf
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
40 eval_eye D9
#? [1 2 E9 E9]
# Pyramid four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; White has taken the vital point E9.
loadsgf games/shapes/pyramid4-side-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
41 eval_eye D9
#? [1 1]
# Pyramid four: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space; Black has taken the vital point E9.
loadsgf games/shapes/pyramid4-side-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
42 eval_eye D9
#? [2 2]
# Pyramid four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/pyramid4-centre.sgf
# Pyramid four: the centre point decides. GNU Go 3.8 agrees.
43 eval_eye E7
#? [1 2 F7 F7]
# Pyramid four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point F7.
loadsgf games/shapes/pyramid4-centre-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
44 eval_eye E7
#? [1 1]
# Pyramid four: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point F7.
loadsgf games/shapes/pyramid4-centre-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
45 eval_eye E7
#? [2 2]
# Bulky five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bulky5-corner.sgf
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
46 eval_eye A9
#? [1 2 B9 B9]
# Bulky five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point B9.
loadsgf games/shapes/bulky5-corner-live.sgf
# White has split the space at the vital point: the part asked about is
# three points in a bent line, one eye or two. GNU Go 3.8 agrees.
47 eval_eye A9
#? [1 2 A8 A8]
# Bulky five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point B9.
loadsgf games/shapes/bulky5-corner-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
48 eval_eye A9
#? [2 2]
# Bulky five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/bulky5-side.sgf
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
49 eval_eye D9
#? [1 2 E9 E9]
# Bulky five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point E9.
loadsgf games/shapes/bulky5-side-live.sgf
# White has split the space at the vital point: the part asked about is
# three points in a bent line, one eye or two. GNU Go 3.8 agrees.
50 eval_eye D9
#? [1 2 D8 D8]
# Bulky five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point E9.
loadsgf games/shapes/bulky5-side-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
51 eval_eye D9
#? [2 2]
# Bulky five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/bulky5-centre.sgf
# Bulky five: the vital point next to the square's extension decides. GNU Go
# 3.8 agrees.
52 eval_eye E7
#? [1 2 F7 F7]
# Bulky five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point F7.
loadsgf games/shapes/bulky5-centre-live.sgf
# White has split the space at the vital point: the part asked about is
# three points in a bent line, one eye or two. GNU Go 3.8 agrees.
53 eval_eye E7
#? [1 2 E6 E6]
# Bulky five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point F7.
loadsgf games/shapes/bulky5-centre-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
54 eval_eye E7
#? [2 2]
# Cross five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/cross5-corner.sgf
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
55 eval_eye B9
#? [1 2 B8 B8]
# Cross five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point B8.
loadsgf games/shapes/cross5-corner-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
56 eval_eye B9
#? [1 1]
# Cross five: a white group in the corner enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point B8.
loadsgf games/shapes/cross5-corner-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
57 eval_eye B9
#? [2 2]
# Cross five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/cross5-side.sgf
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
58 eval_eye E9
#? [1 2 E8 E8]
# Cross five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point E8.
loadsgf games/shapes/cross5-side-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
59 eval_eye E9
#? [1 1]
# Cross five: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point E8.
loadsgf games/shapes/cross5-side-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
60 eval_eye E9
#? [2 2]
# Cross five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/cross5-centre.sgf
# Crossed five: the centre point decides. GNU Go 3.8 agrees.
61 eval_eye F7
#? [1 2 F6 F6]
# Cross five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; White has taken the vital point F6.
loadsgf games/shapes/cross5-centre-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
62 eval_eye F7
#? [1 1]
# Cross five: a white group in the centre enclosed by a black wall, its only
# liberties inside the space; Black has taken the vital point F6.
loadsgf games/shapes/cross5-centre-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 agrees.
63 eval_eye F7
#? [2 2]
# Straight five: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight5-corner.sgf
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
64 eval_eye A9
#? [2 2]
# Straight five: a white group on the upper side enclosed by a black wall,
# its only liberties inside the space.
loadsgf games/shapes/straight5-side.sgf
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
65 eval_eye C9
#? [2 2]
# Straight five: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/straight5-centre.sgf
# Straight five: two eyes whoever plays first. GNU Go 3.8 agrees.
66 eval_eye D6
#? [2 2]
# Rabbity six: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rabbity6-corner.sgf
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
67 eval_eye B9
#? [1 2 B8 B8]
# Rabbity six: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point B8.
loadsgf games/shapes/rabbity6-corner-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
68 eval_eye B9
#? [1 1]
# Rabbity six: a white group in the corner enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point B8.
loadsgf games/shapes/rabbity6-corner-kill.sgf
# The white stones are dead, and with Black's placement beside it the point
# is in no eye space: GNU Go 3.8 answers -1, as for a point outside every
# eye space.
69 eval_eye B9
#? [-1]
# Rabbity six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rabbity6-side.sgf
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
70 eval_eye E9
#? [1 2 E8 E8]
# Rabbity six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point E8.
loadsgf games/shapes/rabbity6-side-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
71 eval_eye E9
#? [1 1]
# Rabbity six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point E8.
loadsgf games/shapes/rabbity6-side-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 gives this answer; tesuji answers `0 0`: an expected
# failure.
# Why: tesuji's eye spaces take in only stones that tactical reading captures;
# these white stones cannot be captured tactically (owl finds them dead), so
# they bound Black's space to the one marginal point E9, worth no eye.
72 eval_eye E9
#? [1 1]*
# Rabbity six: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rabbity6-centre.sgf
# Rabbity six: the point with four neighbours decides. GNU Go 3.8 agrees.
73 eval_eye F7
#? [1 2 F6 F6]
# Rabbity six: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; White has taken the vital point F6.
loadsgf games/shapes/rabbity6-centre-live.sgf
# White has split the space at the vital point: each part is an eye of its
# own. GNU Go 3.8 agrees.
74 eval_eye F7
#? [1 1]
# Rabbity six: a white group in the centre enclosed by a black wall, its
# only liberties inside the space; Black has taken the vital point F6.
loadsgf games/shapes/rabbity6-centre-kill.sgf
# The white stones are dead, so the point lies in Black's eye space together
# with them. GNU Go 3.8 gives this answer; tesuji answers `0 0`: an expected
# failure.
# Why: as in test 72: the white stones cannot be captured tactically, so they
# bound Black's space to the one marginal point F7, worth no eye.
75 eval_eye F7
#? [1 1]*
# Rect six: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/rect6-corner.sgf
# Rectangular six in the corner with no outside liberty: not alive as it
# stands, White must answer Black's attack. GNU Go 3.8 gives this answer;
# tesuji answers `1 2 B9 B9`: an expected failure.
# Why: tesuji's eye solver counts the shortage of liberties: the white stones
# round the space have no liberty outside it, so Black's B9 leaves White one
# eye if White does not answer (value 1 2, attack and defence at B9). GNU Go's
# eye value is the shape's alone; its owl agrees the group can be killed (owl-
# shapes test 190).
76 eval_eye A9
#? [2 2]*
# Rect six: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect6-side.sgf
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
77 eval_eye D9
#? [2 2]
# Rect six: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/rect6-centre.sgf
# Rectangular six with no cutting points: alive. GNU Go 3.8 agrees.
78 eval_eye E7
#? [2 2]
# Square nine: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square9-corner.sgf
# A nine-point square space in the corner with no outside liberty: two eyes
# whoever plays first (Black's placement at B8 is answered at C8: owl-shapes
# tests 199 and 200). GNU Go 3.8 agrees.
79 eval_eye A9
#? [2 2]
# Square nine: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square9-side.sgf
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 agrees.
80 eval_eye D9
#? [2 2]
# Square nine: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/square9-centre.sgf
# A nine-point square space: room for two eyes whoever plays first. GNU Go
# 3.8 agrees.
81 eval_eye E7
#? [2 2]
# Rect twelve: a white group in the corner enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect12-corner.sgf
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
82 eval_eye A9
#? [2 2]
# Rect twelve: a white group on the upper side enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect12-side.sgf
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
83 eval_eye C9
#? [2 2]
# Rect twelve: a white group in the centre enclosed by a black wall, its
# only liberties inside the space.
loadsgf games/shapes/rect12-centre.sgf
# A twelve-point space: room for two eyes whoever plays first. GNU Go 3.8
# agrees.
84 eval_eye D7
#? [2 2]
# Four points bent round the corner point: a white group in the corner
# enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfour-corner.sgf
# Bent four round the corner: one eye or two, the 2-1 point deciding. GNU Go
# 3.8 agrees.
85 eval_eye A9
#? [1 2 B9 B9]
# Four points bent round the corner point: a white group on the upper side
# enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfour-side.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
86 eval_eye D9
#? [2 2]
# Four points bent round the corner point: a white group in the centre
# enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfour-centre.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
87 eval_eye E7
#? [2 2]
# Five points, four in a line and one bent off the end: a white group in the
# corner enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfive-corner.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
88 eval_eye A9
#? [2 2]
# Five points, four in a line and one bent off the end: a white group on the
# upper side enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfive-side.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
89 eval_eye C9
#? [2 2]
# Five points, four in a line and one bent off the end: a white group in the
# centre enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/bentfive-centre.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
90 eval_eye D7
#? [2 2]
# Six points, a square of four with one point beyond it on each of two
# sides: a white group in the corner enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/six-corner.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
91 eval_eye A9
#? [2 2]
# Six points, a square of four with one point beyond it on each of two
# sides: a white group on the upper side enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/six-side.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
92 eval_eye D9
#? [2 2]
# Six points, a square of four with one point beyond it on each of two
# sides: a white group in the centre enclosed by a black wall, its only
# liberties inside the space.
loadsgf games/shapes/six-centre.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
93 eval_eye E7
#? [2 2]
# Five points, four in a line and one beside the second: a white group in
# the corner enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/tfive-corner.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
94 eval_eye A9
#? [2 2]
# Five points, four in a line and one beside the second: a white group on
# the upper side enclosed by a black wall, its only liberties inside the
# space.
loadsgf games/shapes/tfive-side.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
95 eval_eye C9
#? [2 2]
# Five points, four in a line and one beside the second: a white group in
# the centre enclosed by a black wall, its only liberties inside the space.
loadsgf games/shapes/tfive-centre.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
96 eval_eye D7
#? [2 2]
# Five points in a zigzag: a white group in the corner enclosed by a black
# wall, its only liberties inside the space.
loadsgf games/shapes/zfive-corner.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
97 eval_eye A9
#? [2 2]
# Five points in a zigzag: a white group on the upper side enclosed by a
# black wall, its only liberties inside the space.
loadsgf games/shapes/zfive-side.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
98 eval_eye C9
#? [2 2]
# Five points in a zigzag: a white group in the centre enclosed by a black
# wall, its only liberties inside the space.
loadsgf games/shapes/zfive-centre.sgf
# Room for two eyes whoever plays first. GNU Go 3.8 agrees.
99 eval_eye D7
#? [2 2]
