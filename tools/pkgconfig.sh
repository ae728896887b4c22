#!/bin/sh
# pkgconfig.sh NAME-X.Y X.Y: writes the pkg-config file NVIDIA ships as
# <toolkit>/pkgconfig/NAME-X.Y.pc (cudart, cuda), relative to its own
# location (${pcfiledir}), so that the build tree and any install prefix
# share it. Libs adds an rpath: programs linked this way find cucc's runtime
# without LD_LIBRARY_PATH.
name=${1%-*}
case $name in
  cudart) desc="CUDA Runtime Library"; lib=cudart ;;
  cuda) desc="CUDA Driver Library"; lib=cuda ;;
  *) echo "pkgconfig.sh: unknown library $1" >&2; exit 1 ;;
esac
cat <<PC
cudaroot=\${pcfiledir}/..
libdir=\${cudaroot}/lib
includedir=\${cudaroot}/include

Name: $name
Description: $desc (cucc, CUDA for CPUs)
Version: $2
Libs: -L\${libdir} -Wl,-rpath,\${libdir} -l$lib
Cflags: -I\${includedir}
PC
