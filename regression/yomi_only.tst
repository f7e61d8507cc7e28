# Where yomi deliberately differs from GNU Go 3.8 (see engine/gtp/COMMANDS.md):
# yomi applies AE (GNU Go ignores it), and a move onto a stone makes loadsgf
# fail and keep the previous position (GNU Go skips the move with a warning).
# The check script does not run this suite against GNU Go.

1 loadsgf sgf/setup_ae.sgf
#? [white]
2 list_stones black
#? [C5 D5 A1]
3 list_stones white
#? [E5 C4 E4]
4 countlib C4
#? [3]
# N = 2 stops before B's move, after the AE node.
5 loadsgf sgf/setup_ae.sgf 2
#? [black]
6 list_stones black
#? [C5 D5]
7 loadsgf sgf/setup_ae.sgf 1
#? [white]
8 list_stones white
#? [E5 E4 D3]

loadsgf sgf/game.sgf 3
# The failing loadsgf is a set-up line (an error answer is never a pass; the
# run lists it as a set-up error); tests 10 and 11 check the position it kept.
loadsgf sgf/bad_move.sgf
10 list_stones black
#? [E5]
11 list_stones white
#? [C3]
