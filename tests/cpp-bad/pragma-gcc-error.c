#pragma GCC error "stop here"
