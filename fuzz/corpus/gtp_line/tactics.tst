# Tactical reading on our own diagrams: a ladder, and the same ladder broken.

loadsgf games/ladder.sgf
# Black captures D4 by ladder, running either way.
1 attack D4
#? [1 (D3|E4)]
# White to move escapes by extending.
2 defend D4
#? [1 (D3|E4)]

loadsgf games/ladder-breaker.sgf
# A white stone on each ladder path: D4 cannot be captured.
3 attack D4
#? [0]
4 does_attack E4 D4
#? [0]
