// expect: 4:7: error: label
void f(void)
{
	goto nowhere;
}
