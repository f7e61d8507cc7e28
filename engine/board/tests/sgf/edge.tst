# Edge cases of loadsgf, compared with GNU Go by regression/check_positions.sh
# (yomi must give the same position and colour to move).
loadsgf passes.sgf
loadsgf passes.sgf 1
loadsgf passes.sgf 2
loadsgf passes.sgf 3
loadsgf passes.sgf 4
loadsgf passes.sgf 5
loadsgf passes.sgf 6
loadsgf passes.sgf 7
loadsgf player.sgf
loadsgf player.sgf 1
loadsgf player.sgf 2
loadsgf player.sgf 3
loadsgf player.sgf 4
loadsgf player.sgf 5
loadsgf player.sgf 6
loadsgf player.sgf 7
loadsgf player_root.sgf
loadsgf player_root.sgf 1
loadsgf player_root.sgf 2
loadsgf player_root.sgf 3
loadsgf player_root.sgf 4
loadsgf player_root.sgf 5
loadsgf player_root.sgf 6
loadsgf player_root.sgf 7
loadsgf handicap.sgf
loadsgf handicap.sgf 1
loadsgf handicap.sgf 2
loadsgf handicap.sgf 3
loadsgf handicap.sgf 4
loadsgf handicap.sgf 5
loadsgf handicap.sgf 6
loadsgf handicap.sgf 7
loadsgf handicap_pl.sgf
loadsgf handicap_pl.sgf 1
loadsgf handicap_pl.sgf 2
loadsgf handicap_pl.sgf 3
loadsgf handicap_pl.sgf 4
loadsgf handicap_pl.sgf 5
loadsgf handicap_pl.sgf 6
loadsgf handicap_pl.sgf 7
loadsgf handicap_late.sgf
loadsgf handicap_late.sgf 1
loadsgf handicap_late.sgf 2
loadsgf handicap_late.sgf 3
loadsgf handicap_late.sgf 4
loadsgf handicap_late.sgf 5
loadsgf handicap_late.sgf 6
loadsgf handicap_late.sgf 7
loadsgf player_ff1.sgf
loadsgf player_ff1.sgf 1
loadsgf player_ff1.sgf 2
loadsgf player_ff1.sgf 3
loadsgf player_ff1.sgf 4
loadsgf player_ff1.sgf 5
loadsgf player_ff1.sgf 6
loadsgf player_ff1.sgf 7
loadsgf setup_order.sgf
loadsgf setup_order.sgf 1
loadsgf setup_order.sgf 2
loadsgf setup_order.sgf 3
loadsgf setup_order.sgf 4
loadsgf setup_order.sgf 5
loadsgf setup_order.sgf 6
loadsgf setup_order.sgf 7
loadsgf two_moves.sgf
loadsgf two_moves.sgf 1
loadsgf two_moves.sgf 2
loadsgf two_moves.sgf 3
loadsgf two_moves.sgf 4
loadsgf two_moves.sgf 5
loadsgf two_moves.sgf 6
loadsgf two_moves.sgf 7
loadsgf variations.sgf
loadsgf variations.sgf 1
loadsgf variations.sgf 2
loadsgf variations.sgf 3
loadsgf variations.sgf 4
loadsgf variations.sgf 5
loadsgf variations.sgf 6
loadsgf variations.sgf 7
loadsgf names.sgf
loadsgf names.sgf 1
loadsgf names.sgf 2
loadsgf names.sgf 3
loadsgf names.sgf 4
loadsgf names.sgf 5
loadsgf names.sgf 6
loadsgf names.sgf 7
loadsgf ko_recapture.sgf
loadsgf ko_recapture.sgf 1
loadsgf ko_recapture.sgf 2
loadsgf ko_recapture.sgf 3
loadsgf ko_recapture.sgf 4
loadsgf ko_recapture.sgf 5
loadsgf ko_recapture.sgf 6
loadsgf ko_recapture.sgf 7
loadsgf suicide.sgf
loadsgf suicide.sgf 1
loadsgf suicide.sgf 2
loadsgf suicide.sgf 3
loadsgf suicide.sgf 4
loadsgf suicide.sgf 5
loadsgf suicide.sgf 6
loadsgf suicide.sgf 7
loadsgf corner.sgf
loadsgf corner.sgf 1
loadsgf corner.sgf 2
loadsgf corner.sgf 3
loadsgf corner.sgf 4
loadsgf corner.sgf 5
loadsgf corner.sgf 6
loadsgf corner.sgf 7
loadsgf compressed.sgf
loadsgf compressed.sgf 1
loadsgf compressed.sgf 2
loadsgf compressed.sgf 3
loadsgf compressed.sgf 4
loadsgf compressed.sgf 5
loadsgf compressed.sgf 6
loadsgf compressed.sgf 7
loadsgf capture.sgf
loadsgf capture.sgf 1
loadsgf capture.sgf 2
loadsgf capture.sgf 3
loadsgf capture.sgf 4
loadsgf capture.sgf 5
loadsgf capture.sgf 6
loadsgf capture.sgf 7
loadsgf passes.sgf E5
loadsgf ko_recapture.sgf E5
loadsgf capture.sgf E5
loadsgf passes.sgf D6
loadsgf ko_recapture.sgf D6
loadsgf capture.sgf D6
loadsgf passes.sgf C7
loadsgf ko_recapture.sgf C7
loadsgf capture.sgf C7
loadsgf passes.sgf pass
loadsgf ko_recapture.sgf pass
loadsgf capture.sgf pass
loadsgf passes.sgf A1
loadsgf ko_recapture.sgf A1
loadsgf capture.sgf A1
loadsgf passes.sgf J9
loadsgf ko_recapture.sgf J9
loadsgf capture.sgf J9
loadsgf passes.sgf e5
loadsgf ko_recapture.sgf e5
loadsgf capture.sgf e5
loadsgf passes.sgf B8
loadsgf ko_recapture.sgf B8
loadsgf capture.sgf B8
loadsgf passes.sgf A8
loadsgf ko_recapture.sgf A8
loadsgf capture.sgf A8
loadsgf passes.sgf A9
loadsgf ko_recapture.sgf A9
loadsgf capture.sgf A9
loadsgf corner.sgf Q16
loadsgf corner.sgf D4
loadsgf corner.sgf D16
loadsgf corner.sgf pass
loadsgf corner.sgf R3
loadsgf corner.sgf Q4
loadsgf corner.sgf R5
loadsgf corner.sgf T19
