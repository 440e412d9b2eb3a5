int a;
#endif
