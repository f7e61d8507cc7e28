# unconditional.tst: unconditional_status (reading/benson.h) on positions of
# our own (regression/sgf/unconditional/, each SGF's comment says what it
# shows), every answer read by hand.  Benson's unconditional life of chains
# that share their eyes, positions that look alive but are not, a seki, and
# the opponent's stones dead inside unconditional territory.  GNU Go 3.8
# gives the same answer in every test but these: it calls dead the stones of
# 12 and 13, which do die, where yomi's rule, which does not read the
# sacrifice or the capturing order they need, says undecided (the tests accept
# both), and calls B1 of 12 alive although Black sacrifices it.  On an empty
# point GNU Go answers black_territory, white_territory or undecided and yomi
# an error: engine/gtp/tests/status_commands_test.cpp tests that, not this
# suite, which GNU Go passes.  make check runs this suite strictly.

loadsgf sgf/unconditional/shared_eyes.sgf
1 unconditional_status C6
#? [alive]
2 unconditional_status E5
#? [alive]

loadsgf sgf/unconditional/two_eyes.sgf
3 unconditional_status B1
#? [alive]
4 unconditional_status A3
#? [undecided]

loadsgf sgf/unconditional/false_eye.sgf
5 unconditional_status B2
#? [undecided]
6 unconditional_status D1
#? [undecided]

loadsgf sgf/unconditional/dead_inside.sgf
7 unconditional_status E1
#? [alive]
8 unconditional_status C1
#? [dead]

loadsgf sgf/unconditional/three_by_three.sgf
9 unconditional_status E3
#? [dead]

loadsgf sgf/unconditional/three_by_three2.sgf
10 unconditional_status F3
#? [dead]

loadsgf sgf/unconditional/seki.sgf
11 unconditional_status B1
#? [undecided]

loadsgf sgf/unconditional/sacrifice.sgf
12 unconditional_status A2
#? [(dead|undecided)]

loadsgf sgf/unconditional/two_strings.sgf
13 unconditional_status E7
#? [(dead|undecided)]

loadsgf sgf/unconditional/one_string.sgf
14 unconditional_status E3
#? [dead]

loadsgf sgf/unconditional/two_point_interior.sgf
15 unconditional_status E4
#? [dead]
16 unconditional_status A2
#? [alive]

loadsgf sgf/unconditional/whole_board.sgf
17 unconditional_status B3
#? [dead]
18 unconditional_status A4
#? [alive]

loadsgf sgf/unconditional/whole_board_white.sgf
19 unconditional_status B3
#? [dead]
20 unconditional_status B1
#? [alive]

loadsgf sgf/unconditional/filled_interior.sgf
21 unconditional_status E4
#? [dead]

loadsgf sgf/unconditional/corner_square.sgf
22 unconditional_status A3
#? [undecided]

loadsgf sgf/unconditional/corner_square_dead.sgf
23 unconditional_status A1
#? [dead]
24 unconditional_status C1
#? [alive]

loadsgf sgf/unconditional/open_corner.sgf
25 unconditional_status B2
#? [undecided]

loadsgf sgf/unconditional/three_eyes.sgf
26 unconditional_status G1
#? [alive]

loadsgf sgf/unconditional/seki.sgf
27 unconditional_status A5
#? [alive]
28 unconditional_status A2
#? [undecided]

loadsgf sgf/unconditional/three_point_interior.sgf
29 unconditional_status E4
#? [undecided]
30 unconditional_status A7
#? [alive]

loadsgf sgf/unconditional/interior_apart.sgf
31 unconditional_status D3
#? [undecided]
32 unconditional_status D4
#? [alive]
