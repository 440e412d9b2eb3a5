unsigned long long f(void) { return 123456789012345678901234; }
