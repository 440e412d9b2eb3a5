long long long y;
