# Every environment variable that cucc or its runtime reads (getenv in src/)
# is documented in README.md's table, except the system's own (PATH,
# LD_LIBRARY_PATH, HOME, XDG_CACHE_HOME), which the entries that use them
# mention.
. "$ROOT/tests/driver/lib.bash"
vars=$(grep -rhoE 'getenv\("[A-Za-z_0-9]+"\)' "$ROOT/src" | sed 's/getenv("\(.*\)")/\1/' | sort -u |
  grep -vxE 'PATH|LD_LIBRARY_PATH|HOME|XDG_CACHE_HOME')
check "getenv calls found in src/" test -n "$vars"
for v in $vars; do
  check "README documents $v" grep -qE "^\| \`$v[\`=]|^\| .*\`$v\`.* \| (run|compile) \|" "$ROOT/README.md"
done
finish
