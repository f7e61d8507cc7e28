// The unconditional status GTP command (reading/benson.h):
//
//   unconditional_status VERTEX   "alive" (the stone's chain is unconditionally
//                                 alive), "dead" (it lies inside the other
//                                 colour's unconditional territory, where it can
//                                 never live) or "undecided".
// An empty vertex is an error ("vertex must not be empty"; GNU Go 3.8 answers
// black_territory, white_territory or undecided there), as are a vertex off
// the board and a malformed one.
#include <string>

#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>
#include <yomi/engine/gtp/read_answers.h>
#include <yomi/reading/benson.h>

namespace yomi::gtp {

void register_status_commands(CommandTable& t) {
    t.add("unconditional_status", [](Session& s, const Args& a) {
        a.exactly(1);
        const Point p = stone_arg(a, 0, s.board);
        return std::string(unconditional_status_name(unconditional_status(s.board, p)));
    });
}

}  // namespace yomi::gtp
