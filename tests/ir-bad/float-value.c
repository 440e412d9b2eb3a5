/* BPF has no floating point: the first use of a double is located */
long half(long x)
{
	double d = x;
	return (long)(d / 2);
}
