# eval_eye on the large eye spaces of owl-bulky.tst (the same SGF files).
# GNU Go caps eval_eye at two eyes, so these answer the same with either
# bulky_eye setting; they guard the estimate's cap. Answers: GNU Go 3.8.

# A three-by-four space (12 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-corner-solid.sgf
# GNU Go 3.8 agrees.
1 eval_eye A9
#? [2 2]
# A three-by-four space (12 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x4-corner-orth.sgf
# GNU Go 3.8 agrees.
2 eval_eye A9
#? [2 2]
# A three-by-four space (12 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x4-corner-gap.sgf
# GNU Go 3.8 agrees.
3 eval_eye A9
#? [2 2]
# A three-by-four space (12 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-side-solid.sgf
# GNU Go 3.8 agrees.
4 eval_eye C9
#? [2 2]
# A three-by-four space (12 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x4-side-orth.sgf
# GNU Go 3.8 agrees.
5 eval_eye C9
#? [2 2]
# A three-by-four space (12 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x4-side-gap.sgf
# GNU Go 3.8 agrees.
6 eval_eye C9
#? [2 2]
# A three-by-four space (12 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x4-centre-solid.sgf
# GNU Go 3.8 agrees.
7 eval_eye E8
#? [2 2]
# A three-by-four space (12 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x4-centre-orth.sgf
# GNU Go 3.8 agrees.
8 eval_eye E8
#? [2 2]
# A three-by-four space (12 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x4-centre-gap.sgf
# GNU Go 3.8 agrees.
9 eval_eye E8
#? [2 2]
# A four-by-three space (12 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-corner-solid.sgf
# GNU Go 3.8 agrees.
10 eval_eye A9
#? [2 2]
# A four-by-three space (12 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r4x3-corner-orth.sgf
# GNU Go 3.8 agrees.
11 eval_eye A9
#? [2 2]
# A four-by-three space (12 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r4x3-corner-gap.sgf
# GNU Go 3.8 agrees.
12 eval_eye A9
#? [2 2]
# A four-by-three space (12 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-side-solid.sgf
# GNU Go 3.8 agrees.
13 eval_eye D9
#? [2 2]
# A four-by-three space (12 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r4x3-side-orth.sgf
# GNU Go 3.8 agrees.
14 eval_eye D9
#? [2 2]
# A four-by-three space (12 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r4x3-side-gap.sgf
# GNU Go 3.8 agrees.
15 eval_eye D9
#? [2 2]
# A four-by-three space (12 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r4x3-centre-solid.sgf
# GNU Go 3.8 agrees.
16 eval_eye F9
#? [2 2]
# A four-by-three space (12 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r4x3-centre-orth.sgf
# GNU Go 3.8 agrees.
17 eval_eye F9
#? [2 2]
# A four-by-three space (12 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r4x3-centre-gap.sgf
# GNU Go 3.8 agrees.
18 eval_eye F9
#? [2 2]
# A four-by-four space (16 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/sq4-corner-solid.sgf
# GNU Go 3.8 agrees.
19 eval_eye A9
#? [2 2]
# A four-by-four space (16 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/sq4-corner-orth.sgf
# GNU Go 3.8 agrees.
20 eval_eye A9
#? [2 2]
# A four-by-four space (16 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/sq4-corner-gap.sgf
# GNU Go 3.8 agrees.
21 eval_eye A9
#? [2 2]
# A four-by-four space (16 points) on the side, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/sq4-side-solid.sgf
# GNU Go 3.8 agrees.
22 eval_eye C9
#? [2 2]
# A four-by-four space (16 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/sq4-side-orth.sgf
# GNU Go 3.8 agrees.
23 eval_eye C9
#? [2 2]
# A four-by-four space (16 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/sq4-side-gap.sgf
# GNU Go 3.8 agrees.
24 eval_eye C9
#? [2 2]
# A four-by-four space (16 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/sq4-centre-solid.sgf
# GNU Go 3.8 agrees.
25 eval_eye E9
#? [2 2]
# A four-by-four space (16 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/sq4-centre-orth.sgf
# GNU Go 3.8 agrees.
26 eval_eye E9
#? [2 2]
# A four-by-four space (16 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/sq4-centre-gap.sgf
# GNU Go 3.8 agrees.
27 eval_eye E9
#? [2 2]
# A three-by-five space (15 points) in the corner, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-corner-solid.sgf
# GNU Go 3.8 agrees.
28 eval_eye A9
#? [2 2]
# A three-by-five space (15 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x5-corner-orth.sgf
# GNU Go 3.8 agrees.
29 eval_eye A9
#? [2 2]
# A three-by-five space (15 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x5-corner-gap.sgf
# GNU Go 3.8 agrees.
30 eval_eye A9
#? [2 2]
# A three-by-five space (15 points) on the side, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-side-solid.sgf
# GNU Go 3.8 agrees.
31 eval_eye E13
#? [2 2]
# A three-by-five space (15 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x5-side-orth.sgf
# GNU Go 3.8 agrees.
32 eval_eye E13
#? [2 2]
# A three-by-five space (15 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x5-side-gap.sgf
# GNU Go 3.8 agrees.
33 eval_eye E13
#? [2 2]
# A three-by-five space (15 points) in the centre, a solid white wall, its
# only liberties inside.
loadsgf games/bulky/r3x5-centre-solid.sgf
# GNU Go 3.8 agrees.
34 eval_eye E8
#? [2 2]
# A three-by-five space (15 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r3x5-centre-orth.sgf
# GNU Go 3.8 agrees.
35 eval_eye E8
#? [2 2]
# A three-by-five space (15 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r3x5-centre-gap.sgf
# GNU Go 3.8 agrees.
36 eval_eye E8
#? [2 2]
# A two-by-six space (12 points) in the corner, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-corner-solid.sgf
# GNU Go 3.8 agrees.
37 eval_eye A9
#? [2 2]
# A two-by-six space (12 points) in the corner, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r2x6-corner-orth.sgf
# GNU Go 3.8 agrees.
38 eval_eye A9
#? [2 2]
# A two-by-six space (12 points) in the corner, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r2x6-corner-gap.sgf
# GNU Go 3.8 agrees.
39 eval_eye A9
#? [2 2]
# A two-by-six space (12 points) on the side, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-side-solid.sgf
# GNU Go 3.8 agrees.
40 eval_eye D13
#? [2 2]
# A two-by-six space (12 points) on the side, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r2x6-side-orth.sgf
# GNU Go 3.8 agrees.
41 eval_eye D13
#? [2 2]
# A two-by-six space (12 points) on the side, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r2x6-side-gap.sgf
# GNU Go 3.8 agrees.
42 eval_eye D13
#? [2 2]
# A two-by-six space (12 points) in the centre, a solid white wall, its only
# liberties inside.
loadsgf games/bulky/r2x6-centre-solid.sgf
# GNU Go 3.8 agrees.
43 eval_eye D8
#? [2 2]
# A two-by-six space (12 points) in the centre, a white wall without its
# corner stones, which Black holds, so it is several strings joined only
# through the space.
loadsgf games/bulky/r2x6-centre-orth.sgf
# GNU Go 3.8 agrees.
44 eval_eye D8
#? [2 2]
# A two-by-six space (12 points) in the centre, a white wall without its
# corner stones, the corner points left empty, so it is several strings with
# cutting points.
loadsgf games/bulky/r2x6-centre-gap.sgf
# GNU Go 3.8 agrees.
45 eval_eye D8
#? [2 2]
# A two-by-five space (10 points, solved exactly) in the corner, a solid
# white wall, its only liberties inside.
loadsgf games/bulky/r2x5-corner-solid.sgf
# GNU Go 3.8 agrees.
46 eval_eye A9
#? [2 2]
# A two-by-five space (10 points, solved exactly) in the corner, a white
# wall without its corner stones, which Black holds, so it is several
# strings joined only through the space.
loadsgf games/bulky/r2x5-corner-orth.sgf
# GNU Go 3.8 agrees.
47 eval_eye A9
#? [2 2]
# A two-by-five space (10 points, solved exactly) in the corner, a white
# wall without its corner stones, the corner points left empty, so it is
# several strings with cutting points.
loadsgf games/bulky/r2x5-corner-gap.sgf
# GNU Go 3.8 agrees.
48 eval_eye A9
#? [2 2]
# A two-by-five space (10 points, solved exactly) on the side, a solid white
# wall, its only liberties inside.
loadsgf games/bulky/r2x5-side-solid.sgf
# GNU Go 3.8 agrees.
49 eval_eye E13
#? [2 2]
# A two-by-five space (10 points, solved exactly) on the side, a white wall
# without its corner stones, which Black holds, so it is several strings
# joined only through the space.
loadsgf games/bulky/r2x5-side-orth.sgf
# GNU Go 3.8 agrees.
50 eval_eye E13
#? [2 2]
# A two-by-five space (10 points, solved exactly) on the side, a white wall
# without its corner stones, the corner points left empty, so it is several
# strings with cutting points.
loadsgf games/bulky/r2x5-side-gap.sgf
# GNU Go 3.8 agrees.
51 eval_eye E13
#? [2 2]
# A two-by-five space (10 points, solved exactly) in the centre, a solid
# white wall, its only liberties inside.
loadsgf games/bulky/r2x5-centre-solid.sgf
# GNU Go 3.8 agrees.
52 eval_eye E8
#? [2 2]
# A two-by-five space (10 points, solved exactly) in the centre, a white
# wall without its corner stones, which Black holds, so it is several
# strings joined only through the space.
loadsgf games/bulky/r2x5-centre-orth.sgf
# GNU Go 3.8 agrees.
53 eval_eye E8
#? [2 2]
# A two-by-five space (10 points, solved exactly) in the centre, a white
# wall without its corner stones, the corner points left empty, so it is
# several strings with cutting points.
loadsgf games/bulky/r2x5-centre-gap.sgf
# GNU Go 3.8 agrees.
54 eval_eye E8
#? [2 2]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-corner-solid.sgf
# GNU Go 3.8 agrees.
55 eval_eye A9
#? [2 2]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a white wall without its corner stones, which Black holds, so it
# is several strings joined only through the space.
loadsgf games/bulky/L11-corner-orth.sgf
# GNU Go 3.8 agrees.
56 eval_eye A9
#? [2 2]
# An eleven-point space, a square of nine with two points beside it in the
# corner, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/L11-corner-gap.sgf
# GNU Go 3.8 agrees.
57 eval_eye A9
#? [2 2]
# An eleven-point space, a square of nine with two points beside it on the
# side, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-side-solid.sgf
# GNU Go 3.8 agrees.
58 eval_eye C9
#? [2 2]
# An eleven-point space, a square of nine with two points beside it on the
# side, a white wall without its corner stones, which Black holds, so it is
# several strings joined only through the space.
loadsgf games/bulky/L11-side-orth.sgf
# GNU Go 3.8 agrees.
59 eval_eye C9
#? [2 2]
# An eleven-point space, a square of nine with two points beside it on the
# side, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/L11-side-gap.sgf
# GNU Go 3.8 agrees.
60 eval_eye C9
#? [2 2]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a solid white wall, its only liberties inside.
loadsgf games/bulky/L11-centre-solid.sgf
# GNU Go 3.8 agrees.
61 eval_eye E8
#? [2 2]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a white wall without its corner stones, which Black holds, so it
# is several strings joined only through the space.
loadsgf games/bulky/L11-centre-orth.sgf
# GNU Go 3.8 agrees.
62 eval_eye E8
#? [2 2]
# An eleven-point space, a square of nine with two points beside it in the
# centre, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/L11-centre-gap.sgf
# GNU Go 3.8 agrees.
63 eval_eye E8
#? [2 2]
# An eleven-point space, a square of nine with two points below it in the
# corner, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-corner-solid.sgf
# GNU Go 3.8 agrees.
64 eval_eye A9
#? [2 2]
# An eleven-point space, a square of nine with two points below it in the
# corner, a white wall without its corner stones, which Black holds, so it
# is several strings joined only through the space.
loadsgf games/bulky/P11-corner-orth.sgf
# GNU Go 3.8 agrees.
65 eval_eye A9
#? [2 2]
# An eleven-point space, a square of nine with two points below it in the
# corner, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/P11-corner-gap.sgf
# GNU Go 3.8 agrees.
66 eval_eye A9
#? [2 2]
# An eleven-point space, a square of nine with two points below it on the
# side, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-side-solid.sgf
# GNU Go 3.8 agrees.
67 eval_eye D9
#? [2 2]
# An eleven-point space, a square of nine with two points below it on the
# side, a white wall without its corner stones, which Black holds, so it is
# several strings joined only through the space.
loadsgf games/bulky/P11-side-orth.sgf
# GNU Go 3.8 agrees.
68 eval_eye D9
#? [2 2]
# An eleven-point space, a square of nine with two points below it on the
# side, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/P11-side-gap.sgf
# GNU Go 3.8 agrees.
69 eval_eye D9
#? [2 2]
# An eleven-point space, a square of nine with two points below it in the
# centre, a solid white wall, its only liberties inside.
loadsgf games/bulky/P11-centre-solid.sgf
# GNU Go 3.8 agrees.
70 eval_eye F9
#? [2 2]
# An eleven-point space, a square of nine with two points below it in the
# centre, a white wall without its corner stones, which Black holds, so it
# is several strings joined only through the space.
loadsgf games/bulky/P11-centre-orth.sgf
# GNU Go 3.8 agrees.
71 eval_eye F9
#? [2 2]
# An eleven-point space, a square of nine with two points below it in the
# centre, a white wall without its corner stones, the corner points left
# empty, so it is several strings with cutting points.
loadsgf games/bulky/P11-centre-gap.sgf
# GNU Go 3.8 agrees.
72 eval_eye F9
#? [2 2]
