#!/bin/sh
# Every command yomi answers (list_commands) is described in
# engine/gtp/COMMANDS.md: a table row starting with it ("| `name" followed by
# a space, a comma or a backquote).  Run from the build directory (make check).
yomi=${YOMI:-./yomi}
doc=${top_srcdir:-${srcdir:-.}}/engine/gtp/COMMANDS.md
[ -f "$doc" ] || { echo "commands_doc: no $doc" >&2; exit 1; }
names=$(printf 'list_commands\n' | "$yomi" --quiet | sed -e 's/^= *//' -e '/^$/d')
[ -n "$names" ] || { echo "commands_doc: list_commands gave nothing" >&2; exit 1; }
missing=
count=0
for name in $names; do
    count=$((count + 1))
    # The name opens a row (or follows another name in the row's first cell).
    grep -Eq "^\| (\`[^\`]*\`, )*\`$name[\` ]" "$doc" || missing="$missing $name"
done
if [ -n "$missing" ]; then
    echo "commands_doc: not described in engine/gtp/COMMANDS.md:$missing" >&2
    exit 1
fi
echo "commands_doc: all $count commands described"
