# readers.tst: the owl, semeai, connection and eye commands end to end, on
# small positions of our own (the same shapes as the unit tests in
# reading/tests/), each answer read by hand; GNU Go 3.8 gives the same 20
# answers (in 14 it names B3 where no move is needed; yomi answers PASS and
# the test accepts both).  Not held out: make check and make regress run it
# and every test must pass.

# Black's corner group with a straight three of eye space (A1-C1): critical,
# both sides' vital point B1.
boardsize 9
clear_board
play white A3
play white B3
play white C3
play white D3
play white E3
play white E2
play white E1
play black A2
play black B2
play black C2
play black D2
play black D1
1 dragon_status B2
#? [critical B1 B1]
2 owl_attack B2
#? [1 B1]
3 owl_defend D1
#? [1 B1]
4 owl_does_attack B1 B2
#? [1]
# White's A1 is captured at once: Black answers B1 with two eyes.
5 owl_does_attack A1 B2
#? [0]
6 owl_does_defend B1 B2
#? [1]
7 eval_eye B1
#? [1 2 B1 B1]
8 same_dragon A2 D1
#? [1]
9 same_dragon A2 A3
#? [0]
# After Black's B1: two one-point eyes, alive.
play black B1
10 dragon_status B2
#? [alive]
11 eval_eye A1
#? [1 1]
# After White's B1 instead: dead.
undo
play white B1
12 dragon_status B2
#? [dead]
13 owl_defend B2
#? [0]

# A capturing race: Black's inner group (A2-C2, C1) has an eye (A1-B1), the
# White group around it (A4-D4, D3-D1) has none and shares its three
# liberties A3-C3: Black wins whoever moves (GNU Go names B3 for Black; no
# move is needed).
boardsize 9
clear_board
play black A5
play black B5
play black C5
play black D5
play black E5
play black E4
play black E3
play black E2
play black E1
play white A4
play white B4
play white C4
play white D4
play white D3
play white D2
play white D1
play black A2
play black B2
play black C2
play black C1
14 analyze_semeai A2 A4
#? [1 1 (PASS|B3)]
15 analyze_semeai A4 A2
#? [0 0 PASS]

# Connections: Black B4 and D4 share C4, White above and below it.
boardsize 7
clear_board
play black B4
play black D4
play white C5
play white C3
16 connect B4 D4
#? [1 C4]
17 disconnect B4 D4
#? [1 C4]
play black C4
18 connect B4 D4
#? [1 PASS]
19 disconnect B4 D4
#? [0]
# A diagonal with both crossing points empty is linked already.
play black F2
play black E3
20 disconnect F2 E3
#? [0]
