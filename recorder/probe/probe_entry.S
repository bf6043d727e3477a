/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where every probe of a program built by the probe recorder calls: it keeps the flags and every register
   the runtime's C code may change, gives it a stack aligned as the ABI wants, and hands it the probe's
   number and the program's frame pointer. A probe is
       lea -128(%rsp), %rsp      (past the red zone the code at -O0 keeps its locals in)
       pushq $NUMBER
       call __sb_probe
       lea 136(%rsp), %rsp                                                                         */
/* The flags and every register the runtime's C code may change, kept on the stack: 11 words (88 bytes). */
.macro save_registers
	pushfq
	pushq %rax
	pushq %rcx
	pushq %rdx
	pushq %rsi
	pushq %rdi
	pushq %r8
	pushq %r9
	pushq %r10
	pushq %r11
	pushq %rbx
.endm

/* Back as they were (the stack pointer from %rbx, where the entry kept it before aligning the stack). */
.macro restore_registers_and_return
	movq %rbx, %rsp
	popq %rbx
	popq %r11
	popq %r10
	popq %r9
	popq %r8
	popq %rdi
	popq %rsi
	popq %rdx
	popq %rcx
	popq %rax
	popfq
	ret
.endm

	.text
	.globl __sb_probe
	.hidden __sb_probe
	.type __sb_probe, @function
__sb_probe:
	save_registers
	/* above: 11 registers (88 bytes), the return address, then the probe's number */
	movq 96(%rsp), %rdi
	movq %rbp, %rsi
	movq %rsp, %rbx
	andq $-16, %rsp
	call __sb_line
	restore_registers_and_return
	.size __sb_probe, .-__sb_probe

/* Called just before a `ret` of the program's own functions: hands the runtime the stack pointer the
   `ret` will find, which points at the return address just above the frame pointer's saved value. */
	.globl __sb_return
	.hidden __sb_return
	.type __sb_return, @function
__sb_return:
	save_registers
	leaq 96(%rsp), %rdi
	movq %rsp, %rbx
	andq $-16, %rsp
	call __sb_left
	restore_registers_and_return
	.size __sb_return, .-__sb_return
	.section .note.GNU-stack,"",@progbits
