#if "s"
#endif
