# Tactical reading on positions from games our tools played (the games
# of owl-games.tst): the strings with at most three liberties, asked
# attack, and defend where they can be attacked. Answers: GNU Go 3.8
# asked the same; another move is accepted when GNU Go's does_attack or
# does_defend confirms it.

# Game 1, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 46.
loadsgf games/matches/gnugo13-1.sgf 46
# GNU Go 3.8 agrees.
1 attack E13
#? [0]
# GNU Go 3.8 agrees.
2 attack G12
#? [1 H12]
# GNU Go 3.8 agrees.
3 defend G12
#? [1 H12]
# GNU Go 3.8 agrees.
4 attack L7
#? [0]
# GNU Go 3.8 agrees.
5 attack M7
#? [0]
# GNU Go 3.8 agrees.
6 attack D12
#? [0]
# GNU Go 3.8 agrees.
7 attack J10
#? [0]
# Game 1, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 67.
loadsgf games/matches/gnugo13-1.sgf 67
# GNU Go 3.8 agrees.
8 attack E13
#? [0]
# GNU Go 3.8 agrees.
9 attack K8
#? [0]
# GNU Go 3.8 agrees.
10 attack L7
#? [0]
# GNU Go 3.8 agrees.
11 attack N7
#? [0]
# GNU Go 3.8 agrees.
12 attack A3
#? [0]
# GNU Go 3.8 agrees.
13 attack D12
#? [0]
# Game 1, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 88.
loadsgf games/matches/gnugo13-1.sgf 88
# GNU Go 3.8 agrees.
14 attack E13
#? [0]
# GNU Go 3.8 agrees.
15 attack K8
#? [0]
# GNU Go 3.8 agrees.
16 attack L7
#? [0]
# GNU Go 3.8 agrees.
17 attack A3
#? [0]
# GNU Go 3.8 agrees.
18 attack D12
#? [0]
# GNU Go 3.8 agrees.
19 attack J10
#? [0]
# Game 2, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 45.
loadsgf games/matches/gnugo13-2.sgf 45
# GNU Go 3.8 agrees.
20 attack M7
#? [1 N7]
# GNU Go 3.8 agrees.
21 defend M7
#? [0]
# GNU Go 3.8 agrees.
22 attack E6
#? [1 D6]
# GNU Go 3.8 agrees.
23 defend E6
#? [0]
# GNU Go 3.8 agrees.
24 attack D2
#? [1 D1]
# GNU Go 3.8 agrees.
25 defend D2
#? [0]
# GNU Go 3.8 agrees.
26 attack M6
#? [0]
# GNU Go 3.8 agrees.
27 attack N4
#? [0]
# GNU Go 3.8 agrees.
28 attack E1
#? [1 F1]
# GNU Go 3.8 agrees.
29 defend E1
#? [0]
# Game 2, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 65.
loadsgf games/matches/gnugo13-2.sgf 65
# GNU Go 3.8 agrees.
30 attack E6
#? [1 D6]
# GNU Go 3.8 agrees.
31 defend E6
#? [0]
# GNU Go 3.8 agrees.
32 attack D2
#? [1 D1]
# GNU Go 3.8 agrees.
33 defend D2
#? [0]
# GNU Go 3.8 agrees.
34 attack A12
#? [0]
# GNU Go 3.8 agrees.
35 attack L12
#? [0]
# GNU Go 3.8 agrees.
36 attack L11
#? [0]
# GNU Go 3.8 agrees.
37 attack K10
#? [0]
# Game 2, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 85.
loadsgf games/matches/gnugo13-2.sgf 85
# GNU Go 3.8 agrees.
38 attack E6
#? [1 D6]
# GNU Go 3.8 agrees.
39 defend E6
#? [0]
# GNU Go 3.8 agrees.
40 attack D2
#? [1 D1]
# GNU Go 3.8 agrees.
41 defend D2
#? [0]
# GNU Go 3.8 agrees.
42 attack A12
#? [0]
# GNU Go 3.8 agrees.
43 attack L11
#? [0]
# GNU Go 3.8 agrees.
44 attack F10
#? [0]
# GNU Go 3.8 agrees.
45 attack K10
#? [0]
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 36.
loadsgf games/matches/gnugo13-3.sgf 36
# GNU Go 3.8 agrees.
46 attack C13
#? [0]
# GNU Go 3.8 agrees.
47 attack D10
#? [0]
# GNU Go 3.8 agrees.
48 attack E10
#? [0]
# GNU Go 3.8 agrees.
49 attack K10
#? [0]
# GNU Go 3.8 agrees.
50 attack J9
#? [0]
# GNU Go 3.8 agrees.
51 attack M7
#? [0]
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 52.
loadsgf games/matches/gnugo13-3.sgf 52
# GNU Go 3.8 agrees.
52 attack E10
#? [2 E11]
# GNU Go 3.8 agrees.
53 defend E10
#? [1 F9]
# GNU Go 3.8 agrees.
54 attack F10
#? [2 F9]
# GNU Go 3.8 agrees.
55 defend F10
#? [1 F9]
# GNU Go 3.8 agrees.
56 attack M7
#? [2 L7]
# GNU Go 3.8 agrees.
57 defend M7
#? [1 L7]
# GNU Go 3.8 agrees.
58 attack C13
#? [0]
# GNU Go 3.8 agrees.
59 attack D10
#? [0]
# GNU Go 3.8 agrees.
60 attack M6
#? [0]
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 68.
loadsgf games/matches/gnugo13-3.sgf 68
# GNU Go 3.8 agrees.
61 attack F10
#? [2 F9]
# GNU Go 3.8 agrees.
62 defend F10
#? [1 F9]
# GNU Go 3.8 agrees.
63 attack M7
#? [2 L7]
# GNU Go 3.8 agrees.
64 defend M7
#? [1 L7]
# GNU Go 3.8 agrees.
65 attack C13
#? [0]
# GNU Go 3.8 agrees.
66 attack D10
#? [0]
# GNU Go 3.8 agrees.
67 attack K4
#? [0]
# GNU Go 3.8 agrees.
68 attack F1
#? [0]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 61.
loadsgf games/matches/gnugo13-4.sgf 61
# GNU Go 3.8 agrees.
69 attack E9
#? [1 F9]
# GNU Go 3.8 agrees.
70 defend E9
#? [0]
# GNU Go 3.8 agrees.
71 attack D10
#? [0]
# GNU Go 3.8 agrees.
72 attack D9
#? [0]
# GNU Go 3.8 agrees.
73 attack N9
#? [0]
# GNU Go 3.8 agrees.
74 attack K1
#? [0]
# GNU Go 3.8 agrees.
75 attack B12
#? [0]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 89.
loadsgf games/matches/gnugo13-4.sgf 89
# GNU Go 3.8 agrees.
76 attack D5
#? [2 C5]
# GNU Go 3.8 agrees.
77 defend D5
#? [1 C5]
# GNU Go 3.8 agrees.
78 attack C13
#? [0]
# GNU Go 3.8 agrees.
79 attack B12
#? [3 B13]
# GNU Go 3.8 agrees.
80 defend B12
#? [1 B13]
# GNU Go 3.8 agrees.
81 attack C12
#? [0]
# GNU Go 3.8 agrees.
82 attack J11
#? [0]
# GNU Go 3.8 agrees.
83 attack C10
#? [0]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 116.
loadsgf games/matches/gnugo13-4.sgf 116
# GNU Go 3.8 agrees.
84 attack C13
#? [0]
# GNU Go 3.8 agrees.
85 attack B12
#? [3 B13]
# GNU Go 3.8 agrees.
86 defend B12
#? [1 B13]
# GNU Go 3.8 agrees.
87 attack C12
#? [0]
# GNU Go 3.8 agrees.
88 attack C10
#? [0]
# GNU Go 3.8 agrees.
89 attack B9
#? [0]
# GNU Go 3.8 agrees.
90 attack D6
#? [0]
# Game 1, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 21.
loadsgf games/matches/gnugo9-1.sgf 21
# GNU Go 3.8 agrees.
91 attack A3
#? [0]
# GNU Go 3.8 agrees.
92 attack B3
#? [0]
# GNU Go 3.8 agrees.
93 attack H5
#? [0]
# Game 1, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 30.
loadsgf games/matches/gnugo9-1.sgf 30
# GNU Go 3.8 agrees.
94 attack F1
#? [1 G1]
# GNU Go 3.8 agrees.
95 defend F1
#? [1 G1]
# GNU Go 3.8 agrees.
96 attack H5
#? [0]
# GNU Go 3.8 agrees.
97 attack J4
#? [0]
# GNU Go 3.8 agrees.
98 attack B3
#? [0]
# GNU Go 3.8 agrees.
99 attack A2
#? [0]
# GNU Go 3.8 agrees.
100 attack F2
#? [0]
# Game 1, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 39.
loadsgf games/matches/gnugo9-1.sgf 39
# GNU Go 3.8 agrees.
101 attack E1
#? [0]
# Game 2, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 21.
loadsgf games/matches/gnugo9-2.sgf 21
# GNU Go 3.8 agrees.
102 attack F8
#? [0]
# GNU Go 3.8 agrees.
103 attack B7
#? [0]
# GNU Go 3.8 agrees.
104 attack B6
#? [0]
# GNU Go 3.8 agrees.
105 attack C6
#? [0]
# GNU Go 3.8 agrees.
106 attack D4
#? [0]
# GNU Go 3.8 agrees.
107 attack E2
#? [0]
# Game 2, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 30.
loadsgf games/matches/gnugo9-2.sgf 30
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: after White C7, tesuji's reading saves A6 with Black's C8, an atari on
# the C7 stone (its `defend A6` then answers `1 C8`); GNU Go's finds no defence
# there.
108 attack A6
#? [1 C7]*
# GNU Go 3.8 gives this answer; tesuji answers `1 A8`: an expected failure.
# Why: tesuji reads A7 as failing to save A6 (`does_defend A7 A6` answers 0)
# and defends at A8, which GNU Go's reading holds only by ko (`does_defend A8
# A6` answers 3).
109 defend A6
#? [1 A7]*
# GNU Go 3.8 agrees.
110 attack B6
#? [0]
# GNU Go 3.8 agrees.
111 attack B7
#? [0]
# GNU Go 3.8 agrees.
112 attack C6
#? [0]
# GNU Go 3.8 agrees.
113 attack A4
#? [0]
# GNU Go 3.8 agrees.
114 attack D4
#? [0]
# Game 2, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 39.
loadsgf games/matches/gnugo9-2.sgf 39
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: as in test 108: after White C7, tesuji's reading saves A6 with Black's
# C8, an atari on the C7 stone; GNU Go's finds no defence there.
115 attack A6
#? [1 C7]*
# GNU Go 3.8 gives this answer; tesuji answers `1 A8`: an expected failure.
# Why: as in test 109: tesuji reads A7 as failing (`does_defend A7 A6` answers
# 0) and defends at A8, which GNU Go's reading holds only by ko (`does_defend
# A8 A6` answers 3).
116 defend A6
#? [1 A7]*
# GNU Go 3.8 agrees.
117 attack B6
#? [0]
# GNU Go 3.8 agrees.
118 attack E2
#? [0]
# GNU Go 3.8 agrees.
119 attack E1
#? [0]
# GNU Go 3.8 agrees.
120 attack H9
#? [0]
# GNU Go 3.8 agrees.
121 attack B7
#? [0]
# Game 3, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 18.
loadsgf games/matches/gnugo9-3.sgf 18
# GNU Go 3.8 agrees.
122 attack B6
#? [1 A6]
# GNU Go 3.8 agrees.
123 defend B6
#? [0]
# GNU Go 3.8 agrees.
124 attack B5
#? [0]
# GNU Go 3.8 agrees.
125 attack E5
#? [0]
# GNU Go 3.8 agrees.
126 attack B3
#? [0]
# Game 3, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 26.
loadsgf games/matches/gnugo9-3.sgf 26
# GNU Go 3.8 agrees.
127 attack B6
#? [1 A6]
# GNU Go 3.8 agrees.
128 defend B6
#? [0]
# GNU Go 3.8 agrees.
129 attack B5
#? [0]
# GNU Go 3.8 agrees.
130 attack J4
#? [0]
# GNU Go 3.8 agrees.
131 attack B7
#? [0]
# GNU Go 3.8 agrees.
132 attack F7
#? [0]
# GNU Go 3.8 agrees.
133 attack E6
#? [0]
# Game 3, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 34.
loadsgf games/matches/gnugo9-3.sgf 34
# GNU Go 3.8 agrees.
134 attack B5
#? [0]
# GNU Go 3.8 agrees.
135 attack A4
#? [0]
# GNU Go 3.8 agrees.
136 attack J3
#? [0]
# GNU Go 3.8 agrees.
137 attack F7
#? [0]
# GNU Go 3.8 agrees.
138 attack A6
#? [0]
# GNU Go 3.8 agrees.
139 attack E6
#? [0]
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 13.
loadsgf games/matches/gnugo9-4.sgf 13
# GNU Go 3.8 agrees.
140 attack B5
#? [0]
# GNU Go 3.8 agrees.
141 attack E5
#? [0]
# GNU Go 3.8 agrees.
142 attack D4
#? [0]
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 19.
loadsgf games/matches/gnugo9-4.sgf 19
# GNU Go 3.8 agrees.
143 attack J6
#? [0]
# GNU Go 3.8 agrees.
144 attack E5
#? [0]
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 25.
loadsgf games/matches/gnugo9-4.sgf 25
# GNU Go 3.8 agrees.
145 attack J5
#? [0]
# GNU Go 3.8 agrees.
146 attack A4
#? [0]
# GNU Go 3.8 agrees.
147 attack E5
#? [0]
# Game 1, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 97.
loadsgf games/matches/refbot13-1.sgf 97
# GNU Go 3.8 agrees.
148 attack D13
#? [1 E13]
# GNU Go 3.8 agrees.
149 defend D13
#? [0]
# GNU Go 3.8 agrees.
150 attack K12
#? [1 K13]
# GNU Go 3.8 agrees.
151 defend K12
#? [0]
# GNU Go 3.8 agrees.
152 attack B11
#? [1 A11]
# GNU Go 3.8 agrees.
153 defend B11
#? [0]
# GNU Go 3.8 agrees.
154 attack L10
#? [1 L11]
# GNU Go 3.8 agrees.
155 defend L10
#? [0]
# GNU Go 3.8 agrees.
156 attack K6
#? [1 K7]
# GNU Go 3.8 agrees.
157 defend K6
#? [1 L4]
# GNU Go 3.8 agrees.
158 attack H4
#? [1 L4]
# GNU Go 3.8 agrees.
159 defend H4
#? [1 K7]
# Game 1, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 140.
loadsgf games/matches/refbot13-1.sgf 140
# GNU Go 3.8 agrees.
160 attack G13
#? [1 J13]
# GNU Go 3.8 agrees.
161 defend G13
#? [0]
# GNU Go 3.8 agrees.
162 attack L10
#? [1 L11]
# GNU Go 3.8 agrees.
163 defend L10
#? [0]
# GNU Go 3.8 agrees.
164 attack D4
#? [1 E1]
# GNU Go 3.8 agrees.
165 defend D4
#? [0]
# GNU Go 3.8 agrees.
166 attack A13
#? [0]
# GNU Go 3.8 agrees.
167 attack L9
#? [0]
# GNU Go 3.8 gives this answer; tesuji answers `1 A2`: an expected failure.
# Why: both engines find no defence for A6, but each refutes the other's
# attack: GNU Go's `does_attack A2 A6` answers 0 and tesuji's `does_attack E1
# A6` answers 0.
168 attack A6
#? [1 E1]*
# GNU Go 3.8 agrees.
169 defend A6
#? [0]
# Game 1, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 183.
loadsgf games/matches/refbot13-1.sgf 183
# GNU Go 3.8 agrees.
170 attack G13
#? [1 J13]
# GNU Go 3.8 agrees.
171 defend G13
#? [0]
# GNU Go 3.8 agrees.
172 attack A11
#? [1 A10]
# GNU Go 3.8 agrees.
173 defend A11
#? [0]
# GNU Go 3.8 agrees.
174 attack N11
#? [1 N9]
# GNU Go 3.8 agrees.
175 defend N11
#? [0]
# GNU Go 3.8 agrees.
176 attack L10
#? [1 L11]
# GNU Go 3.8 agrees.
177 defend L10
#? [0]
# GNU Go 3.8 agrees.
178 attack M9
#? [1 N9]
# GNU Go 3.8 agrees.
179 defend M9
#? [0]
# GNU Go 3.8 agrees.
180 attack G6
#? [1 F6]
# GNU Go 3.8 agrees.
181 defend G6
#? [0]
# Game 2, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 102.
loadsgf games/matches/refbot13-2.sgf 102
# GNU Go 3.8 agrees.
182 attack A12
#? [1 A13]
# GNU Go 3.8 agrees.
183 defend A12
#? [0]
# GNU Go 3.8 agrees.
184 attack C12
#? [2 D12]
# GNU Go 3.8 agrees.
185 defend C12
#? [0]
# GNU Go 3.8 agrees.
186 attack G1
#? [1 F1]
# GNU Go 3.8 agrees.
187 defend G1
#? [0]
# GNU Go 3.8 agrees.
188 attack B13
#? [0]
# GNU Go 3.8 agrees.
189 attack D13
#? [2 D12]
# GNU Go 3.8 gives this answer; tesuji answers `3 H10`: an expected failure.
# Why: tesuji defends by a ko at H10 (its `does_defend H10 D13` answers 3),
# which GNU Go's reading refutes (its answers 0).
190 defend D13
#? [0]*
# GNU Go 3.8 gives this answer; tesuji answers `1 A13`: an expected failure.
# Why: tesuji captures outright with A13, where GNU Go's reading finds only a
# ko for that move (`does_attack A13 F13` answers 2), and tesuji reads GNU Go's
# D12 as failing (`does_attack D12 F13` answers 0).
191 attack F13
#? [2 D12]*
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji finds no defence: it reads GNU Go's ko defence at H10 as failing
# (`does_defend H10 F13` answers 0), the line it counts as a plain capture at
# A13 in test 191.
192 defend F13
#? [3 H10]*
# Game 2, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 147.
loadsgf games/matches/refbot13-2.sgf 147
# GNU Go 3.8 agrees.
193 attack L13
#? [1 N13]
# GNU Go 3.8 agrees.
194 defend L13
#? [0]
# GNU Go 3.8 agrees.
195 attack A12
#? [1 A13]
# GNU Go 3.8 agrees.
196 defend A12
#? [0]
# GNU Go 3.8 agrees.
197 attack C12
#? [2 D12]
# GNU Go 3.8 agrees.
198 defend C12
#? [0]
# GNU Go 3.8 agrees.
199 attack N12
#? [1 N13]
# GNU Go 3.8 agrees.
200 defend N12
#? [0]
# GNU Go 3.8 agrees.
201 attack B13
#? [0]
# GNU Go 3.8 agrees.
202 attack D13
#? [2 D12]
# GNU Go 3.8 gives this answer; tesuji answers `3 H10`: an expected failure.
# Why: GNU Go's own answer depends on what it read before: in the suite it
# answers `3 E9`, but run alone after this loadsgf it answers 0. Tesuji defends
# by a ko at H10, as in test 190.
203 defend D13
#? [3 E9]*
# Game 2, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 192.
loadsgf games/matches/refbot13-2.sgf 192
# GNU Go 3.8 agrees.
204 attack M13
#? [1 L13]
# GNU Go 3.8 agrees.
205 defend M13
#? [0]
# GNU Go 3.8 agrees.
206 attack A12
#? [1 A13]
# GNU Go 3.8 agrees.
207 defend A12
#? [0]
# GNU Go 3.8 agrees.
208 attack C12
#? [2 D12]
# GNU Go 3.8 agrees.
209 defend C12
#? [0]
# GNU Go 3.8 agrees.
210 attack M8
#? [1 M7]
# GNU Go 3.8 agrees.
211 defend M8
#? [0]
# GNU Go 3.8 agrees.
212 attack D7
#? [1 C7]
# GNU Go 3.8 agrees.
213 defend D7
#? [0]
# GNU Go 3.8 agrees.
214 attack F1
#? [1 G1]
# GNU Go 3.8 agrees.
215 defend F1
#? [0]
