# Passes (yomi's own suite): an empty move value is a pass, and so is tt on
# 19x19; passes count as moves for loadsgf N and for the colour to move.

1 loadsgf sgf/passes.sgf 2
#? [white]
2 loadsgf sgf/passes.sgf 3
#? [black]
3 list_stones white
#? []
4 loadsgf sgf/passes.sgf 4
#? [white]
5 list_stones black
#? [D16]
6 countlib D16
#? [4]
7 loadsgf sgf/passes.sgf 5
#? [black]
8 list_stones white
#? [Q3]
9 loadsgf sgf/passes.sgf
#? [white]

# Two passes in a row on 9x9 do not end the game record.
10 loadsgf sgf/passes9.sgf 4
#? [white]
11 loadsgf sgf/passes9.sgf
#? [black]
12 list_stones white
#? [C7]
