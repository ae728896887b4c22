#!/bin/sh
# install.sh BUILD PREFIX: installs cucc's toolkit-shaped tree (bin/ include/
# lib/ pkgconfig/) from BUILD into PREFIX, never overwriting a file that a
# previous cucc install did not write: PREFIX/lib/cucc/MANIFEST lists the
# files installed. Refuses /usr and /usr/local themselves (the tree has
# NVIDIA's names: bin/nvcc, lib/libcudart.so.N, include/cuda.h), unless
# FORCE=1. install.sh --uninstall PREFIX removes what the manifest lists.
set -eu
if [ "$1" = --uninstall ]; then
  m="$2/lib/cucc/MANIFEST"
  [ -f "$m" ] || { echo "cucc: no cucc install in $2 ($m missing)" >&2; exit 1; }
  while read -r f; do rm -f "$2/$f"; done < "$m"
  rm -f "$m"
  # empty directories left behind, deepest first
  find "$2" -depth -type d -empty -delete 2>/dev/null || true
  echo "cucc: uninstalled from $2"
  exit 0
fi
B=$1 P=$2
case $(realpath -m "$P") in
  /|/usr|/usr/local)
    if [ "${FORCE:-0}" != 1 ]; then
      echo "cucc: refusing to install into $P: cucc's tree has NVIDIA's names (bin/nvcc, lib/libcudart.so, include/cuda.h) and belongs in a prefix of its own, e.g. PREFIX=/opt/cucc (FORCE=1 overrides)" >&2
      exit 1
    fi ;;
esac
m="$P/lib/cucc/MANIFEST"
# every file of the tree, relative to BUILD: programs, headers, libraries,
# the device support library, pkg-config files
files=$(cd "$B" && { find bin include lib pkgconfig \
  \( -type f -o -type l \) ! -name .stamp | sort; })
# refuse before writing anything if a file that is not ours is in the way
clash=""
for f in $files; do
  if [ -e "$P/$f" ] || [ -L "$P/$f" ]; then
    grep -qxF "$f" "$m" 2>/dev/null || clash="$clash $P/$f"
  fi
done
if [ -n "$clash" ] && [ "${FORCE:-0}" != 1 ]; then
  echo "cucc: refusing to overwrite files that a cucc install did not write:" >&2
  for f in $clash; do echo "  $f" >&2; done
  echo "cucc: choose another PREFIX (FORCE=1 overwrites)" >&2
  exit 1
fi
for f in $files; do
  mkdir -p "$P/$(dirname "$f")"
  rm -f "$P/$f"
  cp -P "$B/$f" "$P/$f" # symlinks stay symlinks (libcudart.so -> .so.N)
done
printf '%s\n' $files > "$m.new" && mv "$m.new" "$m"
echo "cucc: installed into $P (bin/cucc, bin/nvcc, the tools, include/, lib/, pkgconfig/)"
