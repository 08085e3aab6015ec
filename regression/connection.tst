# Connection reading and dragons on positions from games our tools
# played (the games of owl-games.tst): pairs of strings of one colour
# at most three lines apart, asked connect, disconnect and same_dragon.
# Answers: GNU Go 3.8 asked the same; another move is accepted when
# GNU Go, after it is played, can no longer disconnect (or connect) the
# pair.

# Game 1, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 46.
loadsgf games/matches/gnugo13-1.sgf 46
# GNU Go 3.8 agrees.
1 connect C10 C7
#? [1 C8]
# GNU Go 3.8 agrees.
2 disconnect C10 C7
#? [0]
# GNU Go 3.8 agrees.
3 same_dragon C10 C7
#? [1]
# GNU Go 3.8 agrees.
4 connect C10 D12
#? [1 C11]
# GNU Go 3.8 agrees.
5 disconnect C10 D12
#? [0]
# GNU Go 3.8 agrees.
6 same_dragon C10 D12
#? [1]
# GNU Go 3.8 agrees.
7 connect D12 E13
#? [1 D13]
# GNU Go 3.8 agrees.
8 disconnect D12 E13
#? [0]
# GNU Go 3.8 agrees.
9 same_dragon D12 E13
#? [1]
# GNU Go 3.8 answers `1 G13` and, after the other move, can no longer undo
# the result.
10 connect D12 G12
#? [1 (G13|H12)]
# GNU Go 3.8 agrees.
11 disconnect D12 G12
#? [1 H12]
# GNU Go 3.8 agrees.
12 same_dragon D12 G12
#? [1]
# GNU Go 3.8 agrees.
13 connect E12 G11
#? [1 F11]
# GNU Go 3.8 agrees.
14 disconnect E12 G11
#? [0]
# GNU Go 3.8 agrees.
15 same_dragon E12 G11
#? [1]
# Game 1, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 67.
loadsgf games/matches/gnugo13-1.sgf 67
# GNU Go 3.8 answers `1 A2` and, after the other move, can no longer undo
# the result.
16 connect A3 B2
#? [1 (A2|B3)]
# GNU Go 3.8 agrees.
17 disconnect A3 B2
#? [0]
# GNU Go 3.8 agrees.
18 same_dragon A3 B2
#? [1]
# GNU Go 3.8 agrees.
19 connect C10 C7
#? [1 C8]
# GNU Go 3.8 agrees.
20 disconnect C10 C7
#? [0]
# GNU Go 3.8 agrees.
21 same_dragon C10 C7
#? [1]
# GNU Go 3.8 agrees.
22 connect C10 D12
#? [1 C11]
# GNU Go 3.8 agrees.
23 disconnect C10 D12
#? [0]
# GNU Go 3.8 agrees.
24 same_dragon C10 D12
#? [1]
# GNU Go 3.8 agrees.
25 connect D12 E13
#? [1 D13]
# GNU Go 3.8 agrees.
26 disconnect D12 E13
#? [0]
# GNU Go 3.8 agrees.
27 same_dragon D12 E13
#? [1]
# GNU Go 3.8 agrees.
28 connect F4 F7
#? [1 F6]
# GNU Go 3.8 agrees.
29 disconnect F4 F7
#? [0]
# GNU Go 3.8 agrees.
30 same_dragon F4 F7
#? [1]
# Game 1, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 88.
loadsgf games/matches/gnugo13-1.sgf 88
# GNU Go 3.8 answers `1 A2` and, after the other move, can no longer undo
# the result.
31 connect A3 B2
#? [1 (A2|B3)]
# GNU Go 3.8 agrees.
32 disconnect A3 B2
#? [0]
# GNU Go 3.8 agrees.
33 same_dragon A3 B2
#? [1]
# GNU Go 3.8 agrees.
34 connect C10 C7
#? [1 C8]
# GNU Go 3.8 agrees.
35 disconnect C10 C7
#? [0]
# GNU Go 3.8 agrees.
36 same_dragon C10 C7
#? [1]
# GNU Go 3.8 agrees.
37 connect C10 D12
#? [1 C11]
# GNU Go 3.8 agrees.
38 disconnect C10 D12
#? [0]
# GNU Go 3.8 agrees.
39 same_dragon C10 D12
#? [1]
# GNU Go 3.8 answers `1 D9` and, after the other move, can no longer undo
# the result.
40 connect C10 F10
#? [1 (D9|E9)]
# GNU Go 3.8 answers `1 D9` and, after the other move, can no longer undo
# the result.
41 disconnect C10 F10
#? [1 (D9|D8)]
# GNU Go 3.8 agrees.
42 same_dragon C10 F10
#? [0]
# GNU Go 3.8 agrees.
43 connect D12 E13
#? [1 D13]
# GNU Go 3.8 agrees.
44 disconnect D12 E13
#? [0]
# GNU Go 3.8 agrees.
45 same_dragon D12 E13
#? [1]
# Game 2, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 45.
loadsgf games/matches/gnugo13-2.sgf 45
# GNU Go 3.8 agrees.
46 connect B11 C9
#? [1 B9]
# GNU Go 3.8 agrees.
47 disconnect B11 C9
#? [0]
# GNU Go 3.8 agrees.
48 same_dragon B11 C9
#? [1]
# GNU Go 3.8 agrees.
49 connect B11 D10
#? [1 C10]
# GNU Go 3.8 agrees.
50 disconnect B11 D10
#? [0]
# GNU Go 3.8 agrees.
51 same_dragon B11 D10
#? [1]
# GNU Go 3.8 agrees.
52 connect B12 C11
#? [1 C12]
# GNU Go 3.8 agrees.
53 disconnect B12 C11
#? [0]
# GNU Go 3.8 agrees.
54 same_dragon B12 C11
#? [1]
# GNU Go 3.8 answers `1 C3` and, after the other move, can no longer undo
# the result.
55 connect C2 D3
#? [1 (C3|D1)]
# GNU Go 3.8 agrees.
56 disconnect C2 D3
#? [0]
# GNU Go 3.8 agrees.
57 same_dragon C2 D3
#? [1]
# GNU Go 3.8 agrees.
58 connect C4 D2
#? [0]
# GNU Go 3.8 agrees.
59 disconnect C4 D2
#? [1 D1]
# GNU Go 3.8 agrees.
60 same_dragon C4 D2
#? [0]
# Game 2, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 65.
loadsgf games/matches/gnugo13-2.sgf 65
# GNU Go 3.8 agrees.
61 connect A12 B11
#? [1 A11]
# GNU Go 3.8 agrees.
62 disconnect A12 B11
#? [0]
# GNU Go 3.8 agrees.
63 same_dragon A12 B11
#? [1]
# GNU Go 3.8 agrees.
64 connect B11 C9
#? [1 B9]
# GNU Go 3.8 agrees.
65 disconnect B11 C9
#? [0]
# GNU Go 3.8 agrees.
66 same_dragon B11 C9
#? [1]
# GNU Go 3.8 agrees.
67 connect B11 D10
#? [1 C10]
# GNU Go 3.8 agrees.
68 disconnect B11 D10
#? [0]
# GNU Go 3.8 agrees.
69 same_dragon B11 D10
#? [1]
# GNU Go 3.8 agrees.
70 connect B13 C11
#? [1 C12]
# GNU Go 3.8 agrees.
71 disconnect B13 C11
#? [0]
# GNU Go 3.8 agrees.
72 same_dragon B13 C11
#? [1]
# GNU Go 3.8 answers `1 C3` and, after the other move, can no longer undo
# the result.
73 connect B3 C4
#? [1 (C3|B4)]
# GNU Go 3.8 agrees.
74 disconnect B3 C4
#? [0]
# GNU Go 3.8 agrees.
75 same_dragon B3 C4
#? [1]
# Game 2, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 85.
loadsgf games/matches/gnugo13-2.sgf 85
# GNU Go 3.8 agrees.
76 connect A12 B11
#? [1 A11]
# GNU Go 3.8 agrees.
77 disconnect A12 B11
#? [0]
# GNU Go 3.8 agrees.
78 same_dragon A12 B11
#? [1]
# GNU Go 3.8 agrees.
79 connect B11 C9
#? [1 B9]
# GNU Go 3.8 agrees.
80 disconnect B11 C9
#? [0]
# GNU Go 3.8 agrees.
81 same_dragon B11 C9
#? [1]
# GNU Go 3.8 agrees.
82 connect B11 D10
#? [1 C10]
# GNU Go 3.8 agrees.
83 disconnect B11 D10
#? [0]
# GNU Go 3.8 agrees.
84 same_dragon B11 D10
#? [1]
# GNU Go 3.8 agrees.
85 connect B13 C11
#? [1 C12]
# GNU Go 3.8 agrees.
86 disconnect B13 C11
#? [0]
# GNU Go 3.8 agrees.
87 same_dragon B13 C11
#? [1]
# GNU Go 3.8 agrees.
88 connect B3 C4
#? [1 B4]
# GNU Go 3.8 gives this answer; tesuji answers `3 B4`: an expected failure.
# Why: tesuji's two connection searches disagree. After White B4 its own
# `connect B3 C4` finds Black's C5, as GNU Go's does, yet its `disconnect`
# search from the root ends that line in a ko and counts B4 a ko cut.
89 disconnect B3 C4
#? [0]*
# GNU Go 3.8 agrees.
90 same_dragon B3 C4
#? [0]
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 36.
loadsgf games/matches/gnugo13-3.sgf 36
# GNU Go 3.8 agrees.
91 connect B12 C13
#? [1 B13]
# GNU Go 3.8 agrees.
92 disconnect B12 C13
#? [0]
# GNU Go 3.8 agrees.
93 same_dragon B12 C13
#? [1]
# GNU Go 3.8 answers `1 C3` and, after the other move, can no longer undo
# the result.
94 connect C4 D3
#? [1 (C3|D4)]
# GNU Go 3.8 agrees.
95 disconnect C4 D3
#? [0]
# GNU Go 3.8 agrees.
96 same_dragon C4 D3
#? [1]
# GNU Go 3.8 answers `1 D4` and, after the other move, can no longer undo
# the result.
97 connect C4 D5
#? [1 (D4|C5)]
# GNU Go 3.8 agrees.
98 disconnect C4 D5
#? [0]
# GNU Go 3.8 agrees.
99 same_dragon C4 D5
#? [1]
# GNU Go 3.8 agrees.
100 connect D10 D8
#? [1 D9]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's disconnect search does not find D9. Played, D9 cuts for both
# engines (`connect D10 D8` then answers 0 in each), so the miss is in the
# moves the search tries at the root, not in the reading after them.
101 disconnect D10 D8
#? [1 D9]*
# GNU Go 3.8 agrees.
102 same_dragon D10 D8
#? [0]
# GNU Go 3.8 agrees.
103 connect D3 D5
#? [1 D4]
# GNU Go 3.8 agrees.
104 disconnect D3 D5
#? [0]
# GNU Go 3.8 agrees.
105 same_dragon D3 D5
#? [1]
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 52.
loadsgf games/matches/gnugo13-3.sgf 52
# GNU Go 3.8 agrees.
106 connect B12 C13
#? [1 B13]
# GNU Go 3.8 agrees.
107 disconnect B12 C13
#? [0]
# GNU Go 3.8 agrees.
108 same_dragon B12 C13
#? [1]
# GNU Go 3.8 answers `1 C3` and, after the other move, can no longer undo
# the result.
109 connect C4 D3
#? [1 (C3|D4)]
# GNU Go 3.8 agrees.
110 disconnect C4 D3
#? [0]
# GNU Go 3.8 agrees.
111 same_dragon C4 D3
#? [1]
# GNU Go 3.8 answers `1 D4` and, after the other move, can no longer undo
# the result.
112 connect C4 D5
#? [1 (D4|C5)]
# GNU Go 3.8 agrees.
113 disconnect C4 D5
#? [0]
# GNU Go 3.8 agrees.
114 same_dragon C4 D5
#? [1]
# GNU Go 3.8 agrees.
115 connect D10 D8
#? [1 D9]
# GNU Go 3.8 agrees.
116 disconnect D10 D8
#? [0]
# GNU Go 3.8 agrees.
117 same_dragon D10 D8
#? [1]
# GNU Go 3.8 agrees.
118 connect D10 E9
#? [1 D9]
# GNU Go 3.8 agrees.
119 disconnect D10 E9
#? [0]
# GNU Go 3.8 agrees.
120 same_dragon D10 E9
#? [1]
# Game 3, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 68.
loadsgf games/matches/gnugo13-3.sgf 68
# GNU Go 3.8 agrees.
121 connect B12 C13
#? [1 B13]
# GNU Go 3.8 agrees.
122 disconnect B12 C13
#? [0]
# GNU Go 3.8 agrees.
123 same_dragon B12 C13
#? [1]
# GNU Go 3.8 answers `1 C3` and, after the other move, can no longer undo
# the result.
124 connect C4 D3
#? [1 (C3|D4)]
# GNU Go 3.8 agrees.
125 disconnect C4 D3
#? [0]
# GNU Go 3.8 agrees.
126 same_dragon C4 D3
#? [1]
# GNU Go 3.8 answers `1 D4` and, after the other move, can no longer undo
# the result.
127 connect C4 D5
#? [1 (D4|C5)]
# GNU Go 3.8 agrees.
128 disconnect C4 D5
#? [0]
# GNU Go 3.8 agrees.
129 same_dragon C4 D5
#? [1]
# GNU Go 3.8 agrees.
130 connect C4 E4
#? [1 D4]
# GNU Go 3.8 agrees.
131 disconnect C4 E4
#? [0]
# GNU Go 3.8 agrees.
132 same_dragon C4 E4
#? [1]
# GNU Go 3.8 agrees.
133 connect D10 D8
#? [1 D9]
# GNU Go 3.8 agrees.
134 disconnect D10 D8
#? [0]
# GNU Go 3.8 agrees.
135 same_dragon D10 D8
#? [1]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 61.
loadsgf games/matches/gnugo13-4.sgf 61
# GNU Go 3.8 agrees.
136 connect B11 B8
#? [1 C10]
# GNU Go 3.8 agrees.
137 disconnect B11 B8
#? [0]
# GNU Go 3.8 agrees.
138 same_dragon B11 B8
#? [1]
# GNU Go 3.8 agrees.
139 connect B11 C9
#? [1 C10]
# GNU Go 3.8 agrees.
140 disconnect B11 C9
#? [0]
# GNU Go 3.8 agrees.
141 same_dragon B11 C9
#? [1]
# GNU Go 3.8 answers `1 C10` and, after the other move, can no longer undo
# the result.
142 connect B11 D10
#? [1 (C10|D11)]
# GNU Go 3.8 agrees.
143 disconnect B11 D10
#? [0]
# GNU Go 3.8 agrees.
144 same_dragon B11 D10
#? [1]
# GNU Go 3.8 agrees.
145 connect B12 D12
#? [1 C12]
# GNU Go 3.8 agrees.
146 disconnect B12 D12
#? [0]
# GNU Go 3.8 agrees.
147 same_dragon B12 D12
#? [1]
# GNU Go 3.8 agrees.
148 connect B4 B6
#? [1 B5]
# GNU Go 3.8 agrees.
149 disconnect B4 B6
#? [0]
# GNU Go 3.8 agrees.
150 same_dragon B4 B6
#? [1]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 89.
loadsgf games/matches/gnugo13-4.sgf 89
# GNU Go 3.8 agrees.
151 connect A10 B8
#? [1 A8]
# GNU Go 3.8 agrees.
152 disconnect A10 B8
#? [0]
# GNU Go 3.8 agrees.
153 same_dragon A10 B8
#? [1]
# GNU Go 3.8 agrees.
154 connect B12 B9
#? [1 B13]
# GNU Go 3.8 agrees.
155 disconnect B12 B9
#? [3 B13]
# GNU Go 3.8 agrees.
156 same_dragon B12 B9
#? [1]
# GNU Go 3.8 agrees.
157 connect B12 C10
#? [1 B13]
# GNU Go 3.8 agrees.
158 disconnect B12 C10
#? [3 B13]
# GNU Go 3.8 agrees.
159 same_dragon B12 C10
#? [1]
# GNU Go 3.8 agrees.
160 connect B12 C13
#? [1 B13]
# GNU Go 3.8 gives this answer; tesuji answers `3 B13`: an expected failure.
# Why: the engines part in the corner after Black B13 White A13. Tesuji's
# `connect` after B13 answers `2 A13` (White connects only by ko), GNU Go's `1
# A13`: tesuji reads Black's A12, after which White's connection at B13 leaves
# four stones with the one liberty D13; GNU Go's reading finds no ko there.
161 disconnect B12 C13
#? [0]*
# GNU Go 3.8 agrees.
162 same_dragon B12 C13
#? [1]
# GNU Go 3.8 agrees.
163 connect B12 D12
#? [1 B13]
# GNU Go 3.8 agrees.
164 disconnect B12 D12
#? [3 B13]
# GNU Go 3.8 agrees.
165 same_dragon B12 D12
#? [1]
# Game 4, a 13x13 game of GNU Go 3.8 against itself (levels 0 and 2), played
# by tesuji match; the position before move 116.
loadsgf games/matches/gnugo13-4.sgf 116
# GNU Go 3.8 agrees.
166 connect A10 B8
#? [1 A8]
# GNU Go 3.8 agrees.
167 disconnect A10 B8
#? [0]
# GNU Go 3.8 agrees.
168 same_dragon A10 B8
#? [1]
# GNU Go 3.8 agrees.
169 connect B12 B9
#? [1 B13]
# GNU Go 3.8 agrees.
170 disconnect B12 B9
#? [3 B13]
# GNU Go 3.8 agrees.
171 same_dragon B12 B9
#? [1]
# GNU Go 3.8 agrees.
172 connect B12 C10
#? [1 B13]
# GNU Go 3.8 agrees.
173 disconnect B12 C10
#? [3 B13]
# GNU Go 3.8 agrees.
174 same_dragon B12 C10
#? [1]
# GNU Go 3.8 agrees.
175 connect B12 C13
#? [1 B13]
# GNU Go 3.8 gives this answer; tesuji answers `3 B13`: an expected failure.
# Why: as in test 161, the same corner: tesuji's `connect` after Black B13
# answers `2 A13` (a ko, White's connection at B13 short of liberties), GNU
# Go's `1 A13`.
176 disconnect B12 C13
#? [0]*
# GNU Go 3.8 agrees.
177 same_dragon B12 C13
#? [1]
# GNU Go 3.8 agrees.
178 connect B12 D12
#? [1 B13]
# GNU Go 3.8 agrees.
179 disconnect B12 D12
#? [3 B13]
# GNU Go 3.8 agrees.
180 same_dragon B12 D12
#? [1]
# Game 1, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 21.
loadsgf games/matches/gnugo9-1.sgf 21
# GNU Go 3.8 agrees.
181 connect A3 B4
#? [1 A4]
# GNU Go 3.8 agrees.
182 disconnect A3 B4
#? [0]
# GNU Go 3.8 agrees.
183 same_dragon A3 B4
#? [1]
# GNU Go 3.8 agrees.
184 connect B3 C2
#? [1 B2]
# GNU Go 3.8 agrees.
185 disconnect B3 C2
#? [0]
# GNU Go 3.8 agrees.
186 same_dragon B3 C2
#? [1]
# GNU Go 3.8 agrees.
187 connect B3 E3
#? [1 D2]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji reads the cut at D2 as failing. After White D2 Black D3 White C3,
# its `connect B3 E3` still answers `1 B2` where GNU Go's answers 0; both agree
# that White's D2 stone can then be captured at E2, so the readings part over
# whether Black has the time for it.
188 disconnect B3 E3
#? [1 D2]*
# GNU Go 3.8 agrees.
189 same_dragon B3 E3
#? [1]
# GNU Go 3.8 agrees.
190 connect C2 E3
#? [1 D3]
# GNU Go 3.8 agrees.
191 disconnect C2 E3
#? [0]
# GNU Go 3.8 agrees.
192 same_dragon C2 E3
#? [1]
# GNU Go 3.8 agrees.
193 connect E7 F9
#? [1 F7]
# GNU Go 3.8 agrees.
194 disconnect E7 F9
#? [0]
# GNU Go 3.8 agrees.
195 same_dragon E7 F9
#? [1]
# Game 1, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 30.
loadsgf games/matches/gnugo9-1.sgf 30
# GNU Go 3.8 agrees.
196 connect A2 B3
#? [1 B2]
# GNU Go 3.8 agrees.
197 disconnect A2 B3
#? [0]
# GNU Go 3.8 agrees.
198 same_dragon A2 B3
#? [1]
# GNU Go 3.8 agrees.
199 connect A2 C2
#? [1 B2]
# GNU Go 3.8 agrees.
200 disconnect A2 C2
#? [0]
# GNU Go 3.8 agrees.
201 same_dragon A2 C2
#? [1]
# GNU Go 3.8 agrees.
202 connect B3 C2
#? [1 B2]
# GNU Go 3.8 agrees.
203 disconnect B3 C2
#? [0]
# GNU Go 3.8 agrees.
204 same_dragon B3 C2
#? [1]
# GNU Go 3.8 agrees.
205 connect B3 E3
#? [1 D2]
# GNU Go 3.8 agrees.
206 disconnect B3 E3
#? [0]
# GNU Go 3.8 agrees.
207 same_dragon B3 E3
#? [1]
# GNU Go 3.8 answers `1 D1` and, after the other move, can no longer undo
# the result.
208 connect C2 E1
#? [1 (D1|D2)]
# GNU Go 3.8 agrees.
209 disconnect C2 E1
#? [0]
# GNU Go 3.8 agrees.
210 same_dragon C2 E1
#? [1]
# Game 1, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 39.
loadsgf games/matches/gnugo9-1.sgf 39
# GNU Go 3.8 agrees.
211 connect B3 D3
#? [1 D2]
# GNU Go 3.8 agrees.
212 disconnect B3 D3
#? [0]
# GNU Go 3.8 agrees.
213 same_dragon B3 D3
#? [1]
# GNU Go 3.8 agrees.
214 connect D3 E1
#? [1 E2]
# GNU Go 3.8 agrees.
215 disconnect D3 E1
#? [0]
# GNU Go 3.8 agrees.
216 same_dragon D3 E1
#? [1]
# GNU Go 3.8 agrees.
217 connect E7 F9
#? [1 F7]
# GNU Go 3.8 agrees.
218 disconnect E7 F9
#? [0]
# GNU Go 3.8 agrees.
219 same_dragon E7 F9
#? [1]
# GNU Go 3.8 agrees.
220 connect E7 G6
#? [1 F5]
# GNU Go 3.8 agrees.
221 disconnect E7 G6
#? [0]
# GNU Go 3.8 agrees.
222 same_dragon E7 G6
#? [1]
# Game 2, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 21.
loadsgf games/matches/gnugo9-2.sgf 21
# GNU Go 3.8 agrees.
223 connect B6 C4
#? [1 B4]
# GNU Go 3.8 agrees.
224 disconnect B6 C4
#? [0]
# GNU Go 3.8 agrees.
225 same_dragon B6 C4
#? [1]
# GNU Go 3.8 agrees.
226 connect B7 C6
#? [1 C7]
# GNU Go 3.8 agrees.
227 disconnect B7 C6
#? [0]
# GNU Go 3.8 agrees.
228 same_dragon B7 C6
#? [1]
# GNU Go 3.8 agrees.
229 connect B7 E7
#? [1 D7]
# GNU Go 3.8 agrees.
230 disconnect B7 E7
#? [0]
# GNU Go 3.8 agrees.
231 same_dragon B7 E7
#? [1]
# GNU Go 3.8 agrees.
232 connect C6 D4
#? [1 D5]
# GNU Go 3.8 agrees.
233 disconnect C6 D4
#? [0]
# GNU Go 3.8 agrees.
234 same_dragon C6 D4
#? [1]
# GNU Go 3.8 agrees.
235 connect C6 E5
#? [1 D5]
# GNU Go 3.8 agrees.
236 disconnect C6 E5
#? [0]
# GNU Go 3.8 agrees.
237 same_dragon C6 E5
#? [1]
# Game 2, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 30.
loadsgf games/matches/gnugo9-2.sgf 30
# GNU Go 3.8 answers `1 B4` and, after the other move, can no longer undo
# the result.
238 connect A4 B6
#? [1 (B4|A5)]
# GNU Go 3.8 agrees.
239 disconnect A4 B6
#? [0]
# GNU Go 3.8 agrees.
240 same_dragon A4 B6
#? [1]
# GNU Go 3.8 agrees.
241 connect A4 C4
#? [1 B4]
# GNU Go 3.8 agrees.
242 disconnect A4 C4
#? [0]
# GNU Go 3.8 agrees.
243 same_dragon A4 C4
#? [1]
# GNU Go 3.8 agrees.
244 connect A6 B7
#? [1 A7]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: GNU Go's answer is in doubt. After White C7 its own `connect A6 B7`
# answers `1 A7`, and after C7 A7 its `disconnect` answers 0; tesuji's reading
# agrees with that line (its `connect` after C7 answers `1 B4`), so it finds no
# cut.
245 disconnect A6 B7
#? [1 C7]*
# GNU Go 3.8 agrees.
246 same_dragon A6 B7
#? [1]
# GNU Go 3.8 answers `1 C7` and, after the other move, can no longer undo
# the result.
247 connect A6 C6
#? [1 (C7|B4)]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: GNU Go's answer is in doubt. After White C7 its own `connect A6 C6`
# answers `1 C8`; tesuji's reading also reconnects (its `connect` after C7
# answers `1 B4`), so it finds no cut.
248 disconnect A6 C6
#? [1 C7]*
# GNU Go 3.8 agrees.
249 same_dragon A6 C6
#? [1]
# GNU Go 3.8 agrees.
250 connect B6 C4
#? [1 B4]
# GNU Go 3.8 agrees.
251 disconnect B6 C4
#? [0]
# GNU Go 3.8 agrees.
252 same_dragon B6 C4
#? [1]
# Game 2, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 39.
loadsgf games/matches/gnugo9-2.sgf 39
# GNU Go 3.8 answers `1 B4` and, after the other move, can no longer undo
# the result.
253 connect A4 B6
#? [1 (B4|A5)]
# GNU Go 3.8 agrees.
254 disconnect A4 B6
#? [0]
# GNU Go 3.8 agrees.
255 same_dragon A4 B6
#? [1]
# GNU Go 3.8 agrees.
256 connect A4 C4
#? [1 B4]
# GNU Go 3.8 agrees.
257 disconnect A4 C4
#? [0]
# GNU Go 3.8 agrees.
258 same_dragon A4 C4
#? [1]
# GNU Go 3.8 agrees.
259 connect A6 B7
#? [1 A7]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: as in test 245: after White C7 GNU Go's own `connect A6 B7` answers `1
# A7` and tesuji's reading agrees, so it finds no cut.
260 disconnect A6 B7
#? [1 C7]*
# GNU Go 3.8 agrees.
261 same_dragon A6 B7
#? [1]
# GNU Go 3.8 answers `1 C7` and, after the other move, can no longer undo
# the result.
262 connect A6 C6
#? [1 (C7|B4)]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: as in test 248: after White C7 GNU Go's own `connect A6 C6` answers `1
# C8` and tesuji's reading reconnects too, so it finds no cut.
263 disconnect A6 C6
#? [1 C7]*
# GNU Go 3.8 agrees.
264 same_dragon A6 C6
#? [1]
# GNU Go 3.8 agrees.
265 connect B6 C4
#? [1 B4]
# GNU Go 3.8 agrees.
266 disconnect B6 C4
#? [0]
# GNU Go 3.8 agrees.
267 same_dragon B6 C4
#? [1]
# Game 3, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 18.
loadsgf games/matches/gnugo9-3.sgf 18
# GNU Go 3.8 agrees.
268 connect B3 B6
#? [0]
# GNU Go 3.8 agrees.
269 disconnect B3 B6
#? [1 A6]
# GNU Go 3.8 agrees.
270 same_dragon B3 B6
#? [0]
# GNU Go 3.8 agrees.
271 connect B3 E3
#? [1 D3]
# GNU Go 3.8 agrees.
272 disconnect B3 E3
#? [0]
# GNU Go 3.8 agrees.
273 same_dragon B3 E3
#? [1]
# GNU Go 3.8 agrees.
274 connect B5 B7
#? [1 A6]
# GNU Go 3.8 agrees.
275 disconnect B5 B7
#? [0]
# GNU Go 3.8 agrees.
276 same_dragon B5 B7
#? [1]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's connect search does not find E6. Played, E6 connects for both
# engines (`disconnect B5 E5` then answers 0 in each), so the miss is in the
# moves the search tries at the root, not in the reading after them.
277 connect B5 E5
#? [1 E6]*
# GNU Go 3.8 answers `1 E6` and, after the other move, can no longer undo
# the result.
278 disconnect B5 E5
#? [1 (E6|A6)]
# GNU Go 3.8 agrees.
279 same_dragon B5 E5
#? [0]
# GNU Go 3.8 agrees.
280 connect B6 D6
#? [0]
# GNU Go 3.8 agrees.
281 disconnect B6 D6
#? [1 A6]
# GNU Go 3.8 agrees.
282 same_dragon B6 D6
#? [0]
# Game 3, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 26.
loadsgf games/matches/gnugo9-3.sgf 26
# GNU Go 3.8 agrees.
283 connect B5 B7
#? [1 A6]
# GNU Go 3.8 agrees.
284 disconnect B5 B7
#? [0]
# GNU Go 3.8 agrees.
285 same_dragon B5 B7
#? [1]
# GNU Go 3.8 agrees.
286 connect B6 D7
#? [0]
# GNU Go 3.8 agrees.
287 disconnect B6 D7
#? [1 A6]
# GNU Go 3.8 agrees.
288 same_dragon B6 D7
#? [0]
# GNU Go 3.8 agrees.
289 connect B7 D8
#? [1 C8]
# GNU Go 3.8 agrees.
290 disconnect B7 D8
#? [0]
# GNU Go 3.8 agrees.
291 same_dragon B7 D8
#? [1]
# GNU Go 3.8 agrees.
292 connect D8 E6
#? [1 F8]
# GNU Go 3.8 agrees.
293 disconnect D8 E6
#? [0]
# GNU Go 3.8 agrees.
294 same_dragon D8 E6
#? [1]
# GNU Go 3.8 agrees.
295 connect D8 F7
#? [1 F8]
# GNU Go 3.8 agrees.
296 disconnect D8 F7
#? [0]
# GNU Go 3.8 agrees.
297 same_dragon D8 F7
#? [1]
# Game 3, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 34.
loadsgf games/matches/gnugo9-3.sgf 34
# GNU Go 3.8 answers `1 A5` and, after the other move, can no longer undo
# the result.
298 connect A6 B5
#? [1 (A5|B6)]
# GNU Go 3.8 agrees.
299 disconnect A6 B5
#? [0]
# GNU Go 3.8 agrees.
300 same_dragon A6 B5
#? [1]
# GNU Go 3.8 agrees.
301 connect A6 B7
#? [1 A7]
# GNU Go 3.8 agrees.
302 disconnect A6 B7
#? [0]
# GNU Go 3.8 agrees.
303 same_dragon A6 B7
#? [1]
# GNU Go 3.8 agrees.
304 connect B5 B7
#? [1 B6]
# GNU Go 3.8 agrees.
305 disconnect B5 B7
#? [0]
# GNU Go 3.8 agrees.
306 same_dragon B5 B7
#? [1]
# GNU Go 3.8 agrees.
307 connect B7 D8
#? [1 C8]
# GNU Go 3.8 agrees.
308 disconnect B7 D8
#? [0]
# GNU Go 3.8 agrees.
309 same_dragon B7 D8
#? [1]
# GNU Go 3.8 agrees.
310 connect D8 E6
#? [1 F8]
# GNU Go 3.8 agrees.
311 disconnect D8 E6
#? [0]
# GNU Go 3.8 agrees.
312 same_dragon D8 E6
#? [1]
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 13.
loadsgf games/matches/gnugo9-4.sgf 13
# GNU Go 3.8 agrees.
313 connect B5 D4
#? [1 C4]
# GNU Go 3.8 agrees.
314 disconnect B5 D4
#? [1 C4]
# GNU Go 3.8 agrees.
315 same_dragon B5 D4
#? [0]
# GNU Go 3.8 agrees.
316 connect B5 E5
#? [1 C4]
# GNU Go 3.8 agrees.
317 disconnect B5 E5
#? [1 C4]
# GNU Go 3.8 agrees.
318 same_dragon B5 E5
#? [0]
# GNU Go 3.8 agrees.
319 connect D4 E5
#? [1 E4]
# GNU Go 3.8 agrees.
320 disconnect D4 E5
#? [0]
# GNU Go 3.8 agrees.
321 same_dragon D4 E5
#? [1]
# GNU Go 3.8 agrees.
322 connect D4 F3
#? [1 E4]
# GNU Go 3.8 agrees.
323 disconnect D4 F3
#? [0]
# GNU Go 3.8 agrees.
324 same_dragon D4 F3
#? [1]
# GNU Go 3.8 agrees.
325 connect D7 F8
#? [1 E8]
# GNU Go 3.8 agrees.
326 disconnect D7 F8
#? [0]
# GNU Go 3.8 agrees.
327 same_dragon D7 F8
#? [1]
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 19.
loadsgf games/matches/gnugo9-4.sgf 19
# GNU Go 3.8 agrees.
328 connect B5 E5
#? [1 E4]
# GNU Go 3.8 agrees.
329 disconnect B5 E5
#? [0]
# GNU Go 3.8 agrees.
330 same_dragon B5 E5
#? [1]
# GNU Go 3.8 agrees.
331 connect D7 F8
#? [1 E8]
# GNU Go 3.8 agrees.
332 disconnect D7 F8
#? [0]
# GNU Go 3.8 agrees.
333 same_dragon D7 F8
#? [1]
# GNU Go 3.8 answers `1 E7` and, after the other move, can no longer undo
# the result.
334 connect D7 G7
#? [1 (E7|E8)]
# GNU Go 3.8 agrees.
335 disconnect D7 G7
#? [0]
# GNU Go 3.8 agrees.
336 same_dragon D7 G7
#? [1]
# GNU Go 3.8 agrees.
337 connect E5 F3
#? [1 E4]
# GNU Go 3.8 agrees.
338 disconnect E5 F3
#? [0]
# GNU Go 3.8 agrees.
339 same_dragon E5 F3
#? [1]
# GNU Go 3.8 agrees.
340 connect E5 F6
#? [1 E6]
# GNU Go 3.8 agrees.
341 disconnect E5 F6
#? [0]
# GNU Go 3.8 agrees.
342 same_dragon E5 F6
#? [1]
# Game 4, a 9x9 game of GNU Go 3.8 against itself (levels 1 and 3), played
# by tesuji match; the position before move 25.
loadsgf games/matches/gnugo9-4.sgf 25
# GNU Go 3.8 agrees.
343 connect A4 B5
#? [1 B4]
# GNU Go 3.8 agrees.
344 disconnect A4 B5
#? [0]
# GNU Go 3.8 agrees.
345 same_dragon A4 B5
#? [1]
# GNU Go 3.8 agrees.
346 connect B5 E5
#? [1 E4]
# GNU Go 3.8 agrees.
347 disconnect B5 E5
#? [0]
# GNU Go 3.8 agrees.
348 same_dragon B5 E5
#? [1]
# GNU Go 3.8 agrees.
349 connect D7 F8
#? [1 E8]
# GNU Go 3.8 agrees.
350 disconnect D7 F8
#? [0]
# GNU Go 3.8 agrees.
351 same_dragon D7 F8
#? [1]
# GNU Go 3.8 answers `1 E7` and, after the other move, can no longer undo
# the result.
352 connect D7 G7
#? [1 (E7|E8)]
# GNU Go 3.8 agrees.
353 disconnect D7 G7
#? [0]
# GNU Go 3.8 agrees.
354 same_dragon D7 G7
#? [1]
# GNU Go 3.8 agrees.
355 connect E5 F3
#? [1 E4]
# GNU Go 3.8 agrees.
356 disconnect E5 F3
#? [0]
# GNU Go 3.8 agrees.
357 same_dragon E5 F3
#? [1]
# Game 1, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 97.
loadsgf games/matches/refbot13-1.sgf 97
# GNU Go 3.8 agrees.
358 connect B11 B9
#? [0]
# GNU Go 3.8 agrees.
359 disconnect B11 B9
#? [1 A11]
# GNU Go 3.8 agrees.
360 same_dragon B11 B9
#? [0]
# GNU Go 3.8 agrees.
361 connect B11 E11
#? [0]
# GNU Go 3.8 agrees.
362 disconnect B11 E11
#? [1 A11]
# GNU Go 3.8 agrees.
363 same_dragon B11 E11
#? [0]
# GNU Go 3.8 agrees.
364 connect B5 D4
#? [0]
# GNU Go 3.8 agrees.
365 disconnect B5 D4
#? [1 B4]
# GNU Go 3.8 agrees.
366 same_dragon B5 D4
#? [0]
# GNU Go 3.8 agrees.
367 connect B6 C4
#? [1 B4]
# GNU Go 3.8 agrees.
368 disconnect B6 C4
#? [0]
# GNU Go 3.8 agrees.
369 same_dragon B6 C4
#? [1]
# GNU Go 3.8 agrees.
370 connect C13 D11
#? [1 E13]
# GNU Go 3.8 agrees.
371 disconnect C13 D11
#? [0]
# GNU Go 3.8 agrees.
372 same_dragon C13 D11
#? [1]
# Game 1, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 140.
loadsgf games/matches/refbot13-1.sgf 140
# GNU Go 3.8 answers `1 A12` and, after the other move, can no longer undo
# the result.
373 connect A13 C13
#? [1 (A12|B13)]
# GNU Go 3.8 agrees.
374 disconnect A13 C13
#? [0]
# GNU Go 3.8 agrees.
375 same_dragon A13 C13
#? [1]
# GNU Go 3.8 answers `1 B2` and, after the other move, can no longer undo
# the result.
376 connect B1 B4
#? [1 (B2|E1)]
# GNU Go 3.8 agrees.
377 disconnect B1 B4
#? [0]
# GNU Go 3.8 agrees.
378 same_dragon B1 B4
#? [1]
# GNU Go 3.8 agrees.
379 connect C13 D11
#? [1 D12]
# GNU Go 3.8 agrees.
380 disconnect C13 D11
#? [0]
# GNU Go 3.8 agrees.
381 same_dragon C13 D11
#? [1]
# GNU Go 3.8 answers `1 D9` and, after the other move, can no longer undo
# the result.
382 connect D11 E9
#? [1 (D9|E10)]
# GNU Go 3.8 agrees.
383 disconnect D11 E9
#? [0]
# GNU Go 3.8 agrees.
384 same_dragon D11 E9
#? [1]
# GNU Go 3.8 agrees.
385 connect E2 F1
#? [1 E1]
# GNU Go 3.8 agrees.
386 disconnect E2 F1
#? [0]
# GNU Go 3.8 agrees.
387 same_dragon E2 F1
#? [1]
# Game 1, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 183.
loadsgf games/matches/refbot13-1.sgf 183
# GNU Go 3.8 answers `1 A3` and, after the other move, can no longer undo
# the result.
388 connect A2 A4
#? [1 (A3|B2)]
# GNU Go 3.8 agrees.
389 disconnect A2 A4
#? [0]
# GNU Go 3.8 agrees.
390 same_dragon A2 A4
#? [1]
# GNU Go 3.8 agrees.
391 connect A2 B1
#? [1 A1]
# GNU Go 3.8 agrees.
392 disconnect A2 B1
#? [0]
# GNU Go 3.8 agrees.
393 same_dragon A2 B1
#? [1]
# GNU Go 3.8 agrees.
394 connect J12 K13
#? [1 J13]
# GNU Go 3.8 agrees.
395 disconnect J12 K13
#? [0]
# GNU Go 3.8 agrees.
396 same_dragon J12 K13
#? [1]
# GNU Go 3.8 agrees.
397 connect K2 M3
#? [0]
# GNU Go 3.8 answers `1 N4`. Tesuji's J2 captures the white K2 stone, which has
# one liberty, at once and not as a ko (GNU Go's own board removes it after
# J2), so it disconnects as surely: both answers are accepted.
398 disconnect K2 M3
#? [1 N4|1 J2]
# GNU Go 3.8 agrees.
399 same_dragon K2 M3
#? [0]
# GNU Go 3.8 agrees.
400 connect L10 M9
#? [0]
# GNU Go 3.8 agrees.
401 disconnect L10 M9
#? [1 L11]
# GNU Go 3.8 agrees.
402 same_dragon L10 M9
#? [0]
# Game 2, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 102.
loadsgf games/matches/refbot13-2.sgf 102
# GNU Go 3.8 agrees.
403 connect A11 B13
#? [1 B11]
# GNU Go 3.8 agrees.
404 disconnect A11 B13
#? [0]
# GNU Go 3.8 agrees.
405 same_dragon A11 B13
#? [1]
# GNU Go 3.8 answers `1 A10` and, after the other move, can no longer undo
# the result.
406 connect A11 C11
#? [1 (A10|B11)]
# GNU Go 3.8 agrees.
407 disconnect A11 C11
#? [0]
# GNU Go 3.8 agrees.
408 same_dragon A11 C11
#? [1]
# GNU Go 3.8 agrees.
409 connect A12 C12
#? [0]
# GNU Go 3.8 agrees.
410 disconnect A12 C12
#? [1 A13]
# GNU Go 3.8 agrees.
411 same_dragon A12 C12
#? [0]
# GNU Go 3.8 agrees.
412 connect B13 C11
#? [1 B11]
# GNU Go 3.8 agrees.
413 disconnect B13 C11
#? [0]
# GNU Go 3.8 agrees.
414 same_dragon B13 C11
#? [1]
# GNU Go 3.8 agrees.
415 connect B9 D8
#? [1 C8]
# GNU Go 3.8 agrees.
416 disconnect B9 D8
#? [0]
# GNU Go 3.8 agrees.
417 same_dragon B9 D8
#? [1]
# Game 2, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 147.
loadsgf games/matches/refbot13-2.sgf 147
# GNU Go 3.8 agrees.
418 connect A11 B13
#? [1 B11]
# GNU Go 3.8 agrees.
419 disconnect A11 B13
#? [0]
# GNU Go 3.8 agrees.
420 same_dragon A11 B13
#? [1]
# GNU Go 3.8 agrees.
421 connect A12 C12
#? [0]
# GNU Go 3.8 agrees.
422 disconnect A12 C12
#? [1 A13]
# GNU Go 3.8 agrees.
423 same_dragon A12 C12
#? [0]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: after Black C8 the two are one string. Tesuji's connection reading
# counts a string that can be captured as cut, and finds White A4 attacking it
# (its `disconnect` after C8 answers `1 A4`); GNU Go's answers 0 there.
424 connect B9 D8
#? [1 C8]*
# GNU Go 3.8 agrees.
425 disconnect B9 D8
#? [1 A4]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's dragons follow its connection reading, which finds no
# connection here (test 424), so B9 and D8 stay in two dragons.
426 same_dragon B9 D8
#? [1]*
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: after Black D12 the black stones are one string with the single liberty
# E13. Tesuji's connection reading counts a string that can be captured as cut
# (its `disconnect` after D12 answers `1 E13`); GNU Go's answers 0 there.
427 connect C12 D13
#? [1 D12]*
# GNU Go 3.8 agrees.
428 disconnect C12 D13
#? [1 D12]
# GNU Go 3.8 agrees.
429 same_dragon C12 D13
#? [0]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: as in test 427: Black's D12 makes one string with the single liberty
# E13, which tesuji counts as cut and GNU Go as connected.
430 connect D13 F13
#? [1 D12]*
# GNU Go 3.8 gives this answer; tesuji answers `1 D12`: an expected failure.
# Why: GNU Go's answer is in doubt. After White D12 the D13 stone has one
# liberty in both engines, and GNU Go's own reply (its `connect` after D12
# answers `1 E13`) is illegal for Black (`is_legal black E13` answers 0 in GNU
# Go too). Tesuji finds only a ko for Black at C12, so D12 cuts.
431 disconnect D13 F13
#? [0]*
# GNU Go 3.8 agrees.
432 same_dragon D13 F13
#? [1]
# Game 2, a 13x13 game of GNU Go 3.8 (level 1) against our reference bot
# (2,000 play-outs), played by tesuji match; the position before move 192.
loadsgf games/matches/refbot13-2.sgf 192
# GNU Go 3.8 agrees.
433 connect A12 C12
#? [0]
# GNU Go 3.8 agrees.
434 disconnect A12 C12
#? [1 A13]
# GNU Go 3.8 agrees.
435 same_dragon A12 C12
#? [0]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: as in test 427, later in the game: Black's D12 makes one string with the
# single liberty E13, which tesuji counts as cut and GNU Go as connected.
436 connect C12 D13
#? [1 D12]*
# GNU Go 3.8 gives this answer; tesuji answers `1 C7`: an expected failure.
# Why: tesuji finds the two already cut (test 436: the connection at D12 leaves
# one string in atari), so any move disconnects and it names C7, which captures
# the D7 stone.
437 disconnect C12 D13
#? [1 D12]*
# GNU Go 3.8 agrees.
438 same_dragon C12 D13
#? [0]
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: as in test 436: Black's D12 makes one string with the single liberty
# E13, which tesuji counts as cut and GNU Go as connected.
439 connect D13 F13
#? [1 D12]*
# GNU Go 3.8 gives this answer; tesuji answers `1 C7`: an expected failure.
# Why: tesuji finds no connection for the two (test 439), so it counts them cut
# whatever White plays and names C7, which captures the D7 stone.
440 disconnect D13 F13
#? [0]*
# GNU Go 3.8 gives this answer; tesuji answers `0`: an expected failure.
# Why: tesuji's dragons follow its connection reading, which finds no
# connection between D13 and F13 (test 439).
441 same_dragon D13 F13
#? [1]*
# GNU Go 3.8 answers `1 H8` and, after the other move, can no longer undo
# the result.
442 connect G12 J13
#? [1 (H8|C4)]
# GNU Go 3.8 agrees.
443 disconnect G12 J13
#? [0]
# GNU Go 3.8 agrees.
444 same_dragon G12 J13
#? [1]
# GNU Go 3.8 answers `1 B5` and, after the other move, can no longer undo
# the result.
445 connect G5 G8
#? [1 (B5|C4)]
# GNU Go 3.8 agrees.
446 disconnect G5 G8
#? [0]
# GNU Go 3.8 agrees.
447 same_dragon G5 G8
#? [1]
