# Eye values on our own corner and edge shapes.

loadsgf games/corner-eyes.sgf
# An eight-point space on the upper edge, two by four: two eyes.
1 eval_eye A9
#? [2 2]
# Straight three on the edge: two eyes if Black plays the middle, one if White does.
2 eval_eye H9
#? [1 2 H9 H9]
