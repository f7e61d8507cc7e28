# loadsgf N and loadsgf VERTEX (yomi's own suite), sgf/game.sgf: B E5, W C3,
# B G7, W E3, B C7, W G3, B E7.

1 loadsgf sgf/game.sgf 1
#? [black]
2 list_stones black
#? []
3 loadsgf sgf/game.sgf 3
#? [black]
4 list_stones black
#? [E5]
5 list_stones white
#? [C3]
6 loadsgf sgf/game.sgf 7
#? [black]
7 list_stones black
#? [C7 G7 E5]
8 loadsgf sgf/game.sgf 8
#? [white]
9 loadsgf sgf/game.sgf 100
#? [white]
10 list_stones white
#? [C3 E3 G3]

# A vertex: stop before the first move there.
11 loadsgf sgf/game.sgf G7
#? [black]
12 list_stones black
#? [E5]
13 loadsgf sgf/game.sgf E3
#? [white]
14 list_stones black
#? [G7 E5]
15 loadsgf sgf/game.sgf g7
#? [black]
# A vertex never played: the whole game.
16 loadsgf sgf/game.sgf J1
#? [white]
17 list_stones black
#? [C7 E7 G7 E5]
# B1 is played twice in sgf/snapback.sgf: stop before the first.
18 loadsgf sgf/snapback.sgf B1
#? [black]
19 countlib A2
#? [2]
20 loadsgf sgf/snapback.sgf A1
#? [white]

# A file that cannot be read is an error and keeps the position (an error
# answer is never a pass, so the failing loadsgf is a set-up line: the run
# lists it as a set-up error, and test 22 checks the position it kept).
loadsgf sgf/no_such_file.sgf
22 list_stones white
#? [G7 A2 B2 C2 C1]
