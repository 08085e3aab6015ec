# The crude status of dragons (the status before owl, which the size of the
# moyo round the dragon feeds: a dragon whose surrounding moyo is large is
# not dead) on positions from games our tools played. The runner matches an
# answer's first line, and dragon_data's first line is the dragon's name, so
# the surrounding moyo is asked through crude_status. Answers: the
# crude_status field of GNU Go 3.8's dragon_data, whose moyo sizes are
# closest-worm sizes; GNU Go has no crude_status command, so a run against
# GNU Go itself reports these tests unsupported. The positions include every
# dragon of our games whose crude status the two moyo variants
# (closest-worm, segmentation) answer differently, with the other dragons of
# those positions. Then composed positions: black stones in a row under a
# white wall, each its own dragon beside one shared moyo region that runs
# through the cutting points between them, some with white invaders inside,
# some with a dead white stone inside; answers again from GNU Go 3.8's
# dragon_data.

# Game 1, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 15.
loadsgf games/matches/gnugo13-1.sgf 15
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 10.
1 crude_status D12
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 21.
2 crude_status E12
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4.
3 crude_status K8
#? [unknown]
# Game 2, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 25.
loadsgf games/matches/gnugo13-2.sgf 25
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 10. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
4 crude_status B11
#? [alive]*
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 5.
5 crude_status D11
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 14.
# Tesuji answers `unknown`: an expected failure.
# Why: tesuji's dragon at L11 is the one stone (GNU Go's joins a second string
# into it), it finds no eye where GNU Go's genus is two, and its escape measure
# (escape points or surrounding moyo, whichever is larger) is 20, below the 24
# at which its rule calls a dragon alive.
6 crude_status L11
#? [alive]*
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0.
# Tesuji answers `dead`: an expected failure.
# Why: tesuji's escape measure is 5 (GNU Go's escape route 16); with no eye and
# no lunch, its rule calls a dragon dead at 5 or less.
7 crude_status E10
#? [unknown]*
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 12.
8 crude_status E7
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0.
9 crude_status E6
#? [dead]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 32.
# Tesuji answers `alive`: an expected failure.
# Why: tesuji's escape measure is 40 (GNU Go's escape route 7); its rule calls
# a dragon alive at 24 or more.
10 crude_status F5
#? [unknown]*
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0. Tesuji
# answers `unknown`: an expected failure.
# Why: tesuji's escape measure is 6 (GNU Go's escape route 0), one above the 5
# at which its rule calls an eyeless dragon dead.
11 crude_status H4
#? [dead]*
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 20.
loadsgf games/matches/gnugo13-3.sgf 20
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
12 crude_status B12
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status critical with moyo_size 15.
# Tesuji answers `alive`: an expected failure.
# Why: tesuji's escape measure is 41 (GNU Go's escape route 3); its rule calls
# a dragon alive at 24 or more, before the eyes are weighed.
13 crude_status C12
#? [critical]*
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
14 crude_status C11
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 13.
15 crude_status D10
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 11.
16 crude_status K7
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 13.
17 crude_status G4
#? [alive]
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 36.
loadsgf games/matches/gnugo13-3.sgf 36
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 6. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
18 crude_status B12
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 30.
19 crude_status C12
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 10.
20 crude_status K9
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 21.
21 crude_status D3
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 10.
22 crude_status E3
#? [alive]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 34.
loadsgf games/matches/gnugo13-4.sgf 34
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 20.
23 crude_status L11
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 13.
24 crude_status K10
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 22.
25 crude_status B4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 6.
# Tesuji answers `alive`: an expected failure.
# Why: tesuji's escape measure is 25 (GNU Go's escape route 2); its rule calls
# a dragon alive at 24 or more.
26 crude_status H4
#? [unknown]*
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 14. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
27 crude_status J3
#? [alive]*
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 47.
loadsgf games/matches/gnugo13-4.sgf 47
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 20.
28 crude_status L11
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 13.
29 crude_status K10
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 15.
30 crude_status B4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 13.
31 crude_status H4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 14. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
32 crude_status J3
#? [alive]*
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0. The
# moyo variants differ here: closest-worm answers dead, segmentation
# unknown.
33 crude_status D1
#? [dead]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 61.
loadsgf games/matches/gnugo13-4.sgf 61
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 13.
34 crude_status K10
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0.
35 crude_status E9
#? [dead]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 11.
36 crude_status B4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 30.
37 crude_status H4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 14. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
38 crude_status J3
#? [alive]*
# Game 1, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 30.
loadsgf games/matches/gnugo9-1.sgf 30
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 14.
39 crude_status D8
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 21.
40 crude_status G6
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 0. Tesuji
# answers `unknown`: an expected failure.
# Why: GNU Go's genus gives two eyes; tesuji's eye spaces give none, and its
# escape measure (escape points or surrounding moyo, whichever is larger) is 9,
# below the 24 at which its rule calls a dragon alive.
41 crude_status G4
#? [alive]*
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0. The
# moyo variants differ here: closest-worm answers dead, segmentation
# unknown.
42 crude_status F1
#? [dead]
# Game 3, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 10.
loadsgf games/matches/gnugo9-3.sgf 10
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 10. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
43 crude_status B7
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0.
44 crude_status B6
#? [dead]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 10.
# Tesuji answers `alive`: an expected failure.
# Why: tesuji's escape measure is 24 (GNU Go's escape route 7), exactly where
# its rule calls a dragon alive.
45 crude_status G6
#? [unknown]*
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 9.
46 crude_status C5
#? [alive]
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 10.
loadsgf games/matches/gnugo9-4.sgf 10
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 2.
47 crude_status D7
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 12. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
48 crude_status F6
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 18. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
49 crude_status B5
#? [alive]*
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 13.
loadsgf games/matches/gnugo9-4.sgf 13
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 14.
50 crude_status D7
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 23.
51 crude_status F6
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 2. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
52 crude_status B5
#? [unknown]
# Game 2, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 34.
loadsgf games/matches/refbot13-2.sgf 34
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 5.
53 crude_status B12
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0.
54 crude_status C12
#? [dead]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 7. Tesuji
# answers `unknown`: an expected failure.
# Why: tesuji's eye count gives one to two eyes where GNU Go's gives two, and
# its escape measure (escape points or surrounding moyo, whichever is larger)
# is 10, below the 24 at which its rule calls a dragon alive.
55 crude_status K12
#? [alive]*
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0.
56 crude_status B11
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 8.
# Tesuji answers `alive`: an expected failure.
# Why: tesuji's escape measure is 34 (GNU Go's escape route 7); its rule calls
# a dragon alive at 24 or more.
57 crude_status K11
#? [unknown]*
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 1.
58 crude_status C9
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0.
59 crude_status K9
#? [dead]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0.
60 crude_status F6
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 3. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
61 crude_status G5
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 15.
62 crude_status D4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 8. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
63 crude_status L4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0.
64 crude_status E3
#? [dead]
# A 13x13 board: a white wall across it on line 7, with a second row of
# stones above, and black stones every 4 points along line 2 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them).
loadsgf games/moyo/s13-wall7-line2-every4.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
65 crude_status B2
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 3. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
66 crude_status F2
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 3. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
67 crude_status K2
#? [unknown]
# A 13x13 board: a white wall across it on line 7, with a second row of
# stones above, and black stones every 5 points along line 3 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them).
loadsgf games/moyo/s13-wall7-line3-every5.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
68 crude_status B3
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 2. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
69 crude_status G3
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
70 crude_status M3
#? [unknown]
# A 13x13 board: a white wall across it on line 7, with a second row of
# stones above, and black stones every 3 points along line 4 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them).
loadsgf games/moyo/s13-wall7-line4-every3.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 36. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
71 crude_status B4
#? [alive]*
# A 13x13 board: a white wall across it on line 8, with a second row of
# stones above, and black stones every 4 points along line 4 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them).
loadsgf games/moyo/s13-wall8-line4-every4.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
72 crude_status B4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 2. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
73 crude_status F4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 1. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
74 crude_status K4
#? [unknown]
# A 13x13 board: a white wall across it on line 9, with a second row of
# stones above, and black stones every 4 points along line 3 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them); a lone white stone inside the moyo, an invader.
loadsgf games/moyo/s13-wall9-line3-every4-invader1.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4.
75 crude_status B3
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
76 crude_status F3
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 5. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
77 crude_status K3
#? [unknown]
# A 13x13 board: a white wall across it on line 9, with a second row of
# stones above, and black stones every 3 points along line 4 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them); a lone white stone inside the moyo, an invader.
loadsgf games/moyo/s13-wall9-line4-every3-invader1.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 7.
78 crude_status B4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 31. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
79 crude_status E4
#? [alive]*
# A 15x15 board: a white wall across it on line 6, with a second row of
# stones above, and black stones every 4 points along line 2 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them).
loadsgf games/moyo/s15-wall6-line2-every4.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
80 crude_status B2
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 2. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
81 crude_status F2
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 2. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
82 crude_status K2
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
83 crude_status O2
#? [unknown]
# A 15x15 board: a white wall across it on line 7, with a second row of
# stones above, and black stones every 4 points along line 2 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them); a lone white stone inside the moyo, an invader.
loadsgf games/moyo/s15-wall7-line2-every4-invader1.sgf
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0. Tesuji
# answers `unknown`: an expected failure.
# Why: tesuji's escape measure is 12 (GNU Go's escape route 0), above the 5 at
# which its rule calls an eyeless dragon dead.
84 crude_status B2
#? [dead]*
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
85 crude_status F2
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 2. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
86 crude_status K2
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
87 crude_status O2
#? [unknown]
# A 15x15 board: a white wall across it on line 7, with a second row of
# stones above, and black stones every 3 points along line 4 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them).
loadsgf games/moyo/s15-wall7-line4-every3.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 45. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
88 crude_status B4
#? [alive]*
# A 15x15 board: a white wall across it on line 9, with a second row of
# stones above, and black stones every 3 points along line 4 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them); two lone white stones inside the moyo, invaders.
loadsgf games/moyo/s15-wall9-line4-every3-invader2.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4.
89 crude_status B4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 0.
90 crude_status E4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 23. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
91 crude_status H4
#? [alive]*
# A 15x15 board: a white wall across it on line 8, with a second row of
# stones above, and black stones every 6 points along line 2 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them).
loadsgf games/moyo/s15-wall8-line2-every6.sgf
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure.
# Why: tesuji's escape measure is 16 (GNU Go's escape route 0), above the 5 at
# which its rule calls an eyeless dragon dead.
92 crude_status B2
#? [dead]*
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure.
# Why: tesuji's escape measure is 20 (GNU Go's escape route 0), above the 5 at
# which its rule calls a dragon dead.
93 crude_status H2
#? [dead]*
# GNU Go 3.8's dragon_data gives crude_status dead with moyo_size 0. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure.
# Why: tesuji's escape measure is 16 (GNU Go's escape route 0), above the 5 at
# which its rule calls an eyeless dragon dead.
94 crude_status O2
#? [dead]*
# A 15x15 board: a white wall across it on line 8, with a second row of
# stones above, and black stones every 3 points along line 4 below it, each
# a dragon of its own (one black moyo region runs along the side and through
# the gaps between them); a lone white stone inside the moyo, an invader.
loadsgf games/moyo/s15-wall8-line4-every3-invader1.sgf
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 7.
95 crude_status B4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 36. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive. Tesuji answers `unknown`: an expected failure. It passes with
# moyo=segmentation, which counts every moyo region beside the dragon whole
# instead of its closest-worm share.
96 crude_status E4
#? [alive]*
# A 13x13 board: a white wall across it on line 7, with a second row of
# stones above, and black stones every 4 points along line 3 below it;
# between the first two, a white stone at D3 that Black surrounds on three
# sides, in atari and dead inside the black moyo.
loadsgf games/moyo/s13-wall7-line3-every4-deadstone.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 14.
97 crude_status B3
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 3. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
98 crude_status K3
#? [unknown]
# A 13x13 board: a white wall across it on line 8, with a second row of
# stones above, and black stones every 5 points along line 4 below it;
# between the first two, a white stone at D4 that Black surrounds on three
# sides, in atari and dead inside the black moyo.
loadsgf games/moyo/s13-wall8-line4-every5-deadstone.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 23.
99 crude_status B4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 4. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
100 crude_status M4
#? [unknown]
# A 13x13 board: a white wall across it on line 9, with a second row of
# stones above, and black stones every 5 points along line 3 below it;
# between the first two, a white stone at D3 that Black surrounds on three
# sides, in atari and dead inside the black moyo.
loadsgf games/moyo/s13-wall9-line3-every5-deadstone.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 21.
101 crude_status B3
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 7. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
102 crude_status M3
#? [unknown]
# A 15x15 board: a white wall across it on line 7, with a second row of
# stones above, and black stones every 4 points along line 4 below it;
# between the first two, a white stone at D4 that Black surrounds on three
# sides, in atari and dead inside the black moyo.
loadsgf games/moyo/s15-wall7-line4-every4-deadstone.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 21.
103 crude_status B4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 2. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
104 crude_status K4
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 3. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
105 crude_status O4
#? [unknown]
# A 15x15 board: a white wall across it on line 8, with a second row of
# stones above, and black stones every 6 points along line 3 below it;
# between the first two, a white stone at E3 that Black surrounds on three
# sides, in atari and dead inside the black moyo.
loadsgf games/moyo/s15-wall8-line3-every6-deadstone.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 22.
106 crude_status E4
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 5. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
107 crude_status O3
#? [unknown]
# A 15x15 board: a white wall across it on line 8, with a second row of
# stones above, and black stones every 4 points along line 3 below it;
# between the first two, a white stone at D3 that Black surrounds on three
# sides, in atari and dead inside the black moyo.
loadsgf games/moyo/s15-wall8-line3-every4-deadstone.sgf
# GNU Go 3.8's dragon_data gives crude_status alive with moyo_size 16.
108 crude_status B3
#? [alive]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 7. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
109 crude_status K3
#? [unknown]
# GNU Go 3.8's dragon_data gives crude_status unknown with moyo_size 7. The
# moyo variants differ here: closest-worm answers unknown, segmentation
# alive.
110 crude_status O3
#? [unknown]
