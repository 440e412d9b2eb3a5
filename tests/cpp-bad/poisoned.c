#pragma GCC poison bad_name
int bad_name;
