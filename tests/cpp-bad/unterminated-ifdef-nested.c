#ifdef X
#if 1
#endif
