#if defined(X
#endif
