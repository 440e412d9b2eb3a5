#if 1.5
#endif
