#if 5 % (2 - 2)
#endif
