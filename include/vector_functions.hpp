/* cucc: compatibility path; the make_* functions are defined in
 * vector_functions.h. */
#include "vector_functions.h"
