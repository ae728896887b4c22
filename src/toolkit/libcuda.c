/* libcuda.so.1: in NVIDIA's toolkit, the driver API (cu*). cucc implements
 * the driver API in a later step; until then this library exists so that
 * programs linked with `-lcuda` (which many Makefiles add without calling
 * the driver API) bind cucc's library, found through the rpath to cucc's
 * lib/, and never a system's NVIDIA libcuda. It exports no cu* function yet:
 * a program that calls one fails to link, naming the function. */
const char __cucc_libcuda[] = "cucc driver API library (no entry points yet)";
