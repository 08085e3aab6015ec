# Life and death from the self-play game behind the bulky-eye change.
# White's corner group at E19 is dead: Black kills it with C18.
# GNU Go 3.8 answers 0 here.

loadsgf games/selfplay1.sgf 206
1 owl_attack E19
#? [1 C18]
