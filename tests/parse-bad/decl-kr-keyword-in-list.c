int h(a, const b)
{
	return 0;
}
