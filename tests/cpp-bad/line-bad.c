#line abc
