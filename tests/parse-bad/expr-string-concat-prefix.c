int f(void) { return sizeof(L"a" u"b"); }
