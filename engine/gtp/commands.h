// Registration of the GTP commands, split by area so that each part of the
// engine adds its own commands in its own file.  register_all_commands (in
// commands.cpp) calls every register_* function; Engine's constructor calls it.
#pragma once

namespace yomi::gtp {

class CommandTable;

// protocol_version, name, version, known_command, list_commands, quit,
// cputime, gogui-analyze_commands (admin_commands.cpp).
void register_admin_commands(CommandTable& table);
// boardsize, clear_board, komi, play, undo, is_legal, list_stones, countlib,
// findlib, showboard, loadsgf, trymove, tryko, popgo, increase_depths,
// decrease_depths, clear_cache, reset/get_trymove_counter
// (board_commands.cpp).
void register_board_commands(CommandTable& table);

// attack, defend, does_attack, does_defend, ladder_attack, attack_either,
// defend_both, get/reset_reading_node_counter (reading_commands.cpp).
void register_reading_commands(CommandTable& table);
// owl_attack, owl_defend, owl_does_attack, owl_does_defend,
// eval_eye, same_dragon, analyze_semeai, connect, disconnect,
// get/reset_owl_node_counter, get/reset_connection_node_counter
// (owl_commands.cpp).
void register_owl_commands(CommandTable& table);
// dfpn_attack, dfpn_defend (proof_commands.cpp).
void register_proof_commands(CommandTable& table);
// unconditional_status (status_commands.cpp).
void register_status_commands(CommandTable& table);
// final_status_list, dragon_status, gfx_dragon_status: whole-board analysis
// in several threads (analysis_commands.cpp).
void register_analysis_commands(CommandTable& table);
// cache_stats, save_cache, load_cache (cache_commands.cpp).
void register_cache_commands(CommandTable& table);

// Every command of the engine.
void register_all_commands(CommandTable& table);

}  // namespace yomi::gtp
