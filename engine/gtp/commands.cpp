#include <yomi/engine/gtp/commands.h>

#include <yomi/engine/gtp/gtp.h>

namespace yomi::gtp {

void register_all_commands(CommandTable& table) {
    register_admin_commands(table);
    register_board_commands(table);
    register_reading_commands(table);
    register_owl_commands(table);
    register_proof_commands(table);
    register_status_commands(table);
    register_analysis_commands(table);
    register_cache_commands(table);
}

}  // namespace yomi::gtp
