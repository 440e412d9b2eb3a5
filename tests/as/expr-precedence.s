# operator levels as GNU as and LLVM have them: | ^ & below + -, shifts with * / %;
# a comparison is -1 when true, && and || are 0 or 1
.text
.data
.long 1+2<<3
.long 6|2^3
.long 1|2==3
.long 2+3==5
.long 1==1&&0
.long 4&5==4
