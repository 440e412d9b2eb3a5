#if !defined(IFGUARD)
#define IFGUARD
ifguard_body
#endif
