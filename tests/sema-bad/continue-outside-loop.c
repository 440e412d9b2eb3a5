// expect: 4:2: error: continue
void f(void)
{
	continue;
}
