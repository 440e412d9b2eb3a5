#if
#endif
