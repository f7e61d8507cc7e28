#!/bin/sh
# make check: yomi-regress --html DIR, checked in a real headless browser.
# Runs a small suite (one passing test, two failing ones) through the built
# yomi, loads the page in Chromium and asks the browser, with a probe script
# added to a copy of the page (the report itself has no script), what it
# laid out: the board pictures, their stones and marks, the failing tests'
# cards.  Skips (77) without Chromium or without a yomi binary.
set -u
builddir=${top_builddir:-.}
srcdir_top=${top_srcdir:-${srcdir:-.}}
regress="$builddir/yomi-regress"
browser=""
for b in chromium chromium-browser google-chrome; do
    if command -v "$b" > /dev/null 2>&1; then browser=$b; break; fi
done
if [ -z "$browser" ]; then
    echo "html_test: no Chromium (chromium, chromium-browser or google-chrome): skipped"
    exit 77
fi
if [ ! -x "$builddir/yomi" ]; then
    echo "html_test: no yomi binary yet ($builddir/yomi): skipped"
    exit 77
fi
tmp=$(mktemp -d /tmp/yomi_html_test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0
check() {  # check NAME CONDITION...
    name=$1; shift
    if "$@"; then echo "ok   $name"; else echo "FAIL $name"; fails=$((fails + 1)); fi
}

sgf=$(cd "$srcdir_top/regression/sgf" && pwd)/capture.sgf
cat > "$tmp/pics.tst" <<T
loadsgf $sgf
1 countlib C7
#? [6]
2 findlib C7
#? [A1 B2]
3 attack C7
#? [1 D8]
T
"$regress" --html "$tmp/report" --engine "$builddir/yomi --mode gtp" "$tmp/pics.tst" > "$tmp/out" 2>&1
check "--html: exit 0 (no --strict)" test $? = 0
check "--html: the page is named" grep -q "^html report: $tmp/report/index.html" "$tmp/out"
check "--html: the page exists" test -s "$tmp/report/index.html"

# The probe: what the browser laid out, written into the page as text.
cp "$tmp/report/index.html" "$tmp/probe.html"
cat >> "$tmp/probe.html" <<'JS'
<script>
const boards = document.querySelectorAll('svg.board');
const card = document.getElementById('pics:3');
const svg = card ? card.querySelector('svg.board') : null;
const box = svg ? svg.getBoundingClientRect() : { width: 0, height: 0 };
const lines = [
  'boards=' + boards.length,
  'cards=' + Array.from(document.querySelectorAll('article.card')).map(a => a.id).join(','),
  'card3_svg_width=' + Math.round(box.width),
  'card3_stones=' + (svg ? svg.querySelectorAll('circle[r="4.6"], circle[r="4.7"]').length : 0),
  'card3_target=' + (svg ? svg.querySelectorAll('rect[stroke="#e0282e"]').length : 0),
  'card3_expected=' + (svg ? svg.querySelectorAll('circle[stroke="#1fa045"]').length : 0),
  'card3_text=' + (card ? card.innerText.replace(/\s+/g, ' ') : ''),
  'svg_namespace=' + (svg ? svg.namespaceURI : ''),
];
const pre = document.createElement('pre');
pre.id = 'probe';
pre.textContent = '\n' + lines.join('\n') + '\n';
document.body.appendChild(pre);
</script>
JS
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=2000 \
    --dump-dom "file://$tmp/probe.html" > "$tmp/dom.html" 2> "$tmp/browser.err"
check "browser: loaded the page" grep -q '<pre id="probe">' "$tmp/dom.html"
probe() { sed -n "s/^$1=//p" "$tmp/dom.html"; }
check "browser: two board pictures (the failing tests only)" test "$(probe boards)" = 2
check "browser: the failing tests' cards" test "$(probe cards)" = "pics:2,pics:3"
check "browser: an SVG element in the SVG namespace" test "$(probe svg_namespace)" = "http://www.w3.org/2000/svg"
check "browser: the picture is laid out ($(probe card3_svg_width) px wide)" test "$(probe card3_svg_width)" -gt 200
check "browser: the 15 stones of the position ($(probe card3_stones) drawn)" test "$(probe card3_stones)" = 15
check "browser: the target and the expected move marked" \
    test "$(probe card3_target)/$(probe card3_expected)" = "1/1"
check "browser: the card names the test, the command and the answer" \
    sh -c "probe_text=\$(sed -n 's/^card3_text=//p' '$tmp/dom.html'); \
           echo \"\$probe_text\" | grep -q 'pics:3 unexpected FAIL attack C7 expected \\[1 D8\\] got 0'"
if [ "$fails" -gt 0 ]; then
    echo "--- yomi-regress output"; cat "$tmp/out"
    echo "--- browser stderr (last lines)"; tail -5 "$tmp/browser.err"
fi
exit $fails
