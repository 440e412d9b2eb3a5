int f(const char *s)
{
	return __builtin_strcmp(s, "x");
}
