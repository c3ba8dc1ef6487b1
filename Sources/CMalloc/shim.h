// glibc's allocator settings (mallopt, M_MMAP_THRESHOLD); other C libraries have no such header.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
